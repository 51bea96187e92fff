/* global rs, db, print, sleep */
// Run once by the mongo-init container, signed in as root: makes mongo1..3 the replica set rs0, waits until it has a
// primary, then gives each service its own user that may read and write its own database and nothing else. A second
// run finds the set made and the users there, and sets their passwords to the current ones (a rotation).
const SERVICE_DATABASES = ['identity', 'billing', 'tools', 'salary', 'platform'];

try {
  rs.status();
  print('rs0 is already initialised');
} catch (error) {
  if (error.codeName !== 'NotYetInitialized') throw error;
  rs.initiate({
    _id: 'rs0',
    members: [
      { _id: 0, host: 'mongo1:27017', priority: 2 },
      { _id: 1, host: 'mongo2:27017', priority: 1 },
      { _id: 2, host: 'mongo3:27017', priority: 1 },
    ],
  });
}
for (let i = 0; i < 60 && !db.hello().isWritablePrimary; i++) sleep(1000);
if (!db.hello().isWritablePrimary) throw new Error('rs0 has no primary after 60 s');
print('rs0 ready, primary ' + db.hello().primary);

for (const name of SERVICE_DATABASES) {
  const password = process.env[`MONGO_${name.toUpperCase()}_PASSWORD`];
  if (!password) throw new Error(`MONGO_${name.toUpperCase()}_PASSWORD is not set`);
  const database = db.getSiblingDB(name);
  const roles = [{ role: 'readWrite', db: name }];
  if (database.getUser(name)) database.updateUser(name, { pwd: password, roles });
  else database.createUser({ user: name, pwd: password, roles });
  print(`user ${name}: readWrite on ${name} only`);
}
