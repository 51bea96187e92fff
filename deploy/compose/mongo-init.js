/* global rs, db, print, sleep */
// Run once by the mongo-init container: makes mongo1..3 the replica set rs0, then waits until it has a primary.
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
