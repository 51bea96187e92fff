// Runs before every test file of the workspace (jest.preset.cjs). Testing Library's findBy…/waitFor wait for their
// condition up to 20 s instead of 1 s: on a busy machine a lazy module's first load alone can take seconds. Under the
// test's own ceiling (60 s), so a condition that never comes fails with Testing Library's message, not a jest timeout.
if (typeof document !== 'undefined') {
  require('@testing-library/dom').configure({ asyncUtilTimeout: 20_000 });
}
