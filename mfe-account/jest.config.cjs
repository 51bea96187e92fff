// Component tests of the profile page: libs/web's jest project for a remote.
module.exports = require('../libs/web/test/support/jest-remote.cjs')(__dirname, 'mfe-account');
