// Component tests of the shell's first load (test/*.test.tsx): libs/web's jest project for an app, in jsdom against a
// real local HTTP server.
module.exports = require('../libs/web/test/support/jest-remote.cjs')(__dirname, 'shell');
