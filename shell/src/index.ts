// The shell's entry. No async boundary before bootstrap: the shell is not built with the federation plugin (its
// runtime starts only when a remote is needed: federation/remotes.ts), so the page's code starts with the page.
import './bootstrap';
