// Runs before every test file of the workspace (jest.preset.cjs). Testing Library's findBy…/waitFor wait for their
// condition up to 30 s instead of 1 s: on a busy machine (load 20 and more on 2 cores) a lazy module's first load and its first request alone can take 20 s. Under the
// test's own ceiling (60 s), so a condition that never comes fails with Testing Library's message, not a jest timeout.
if (typeof document !== 'undefined') {
  require('@testing-library/dom').configure({ asyncUtilTimeout: 30_000 });
}
