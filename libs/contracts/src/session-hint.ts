// The one inline script of the site's pages. The pages drawn at build time (shell/prerender.mjs) do not know the
// session: before they paint, this marks <html> when a session token is stored, so a tool page shows a signed-out
// visitor 'Sign In Required' at once and a signed-in one the spinner (the ck-if-session rules of the page template).
// The Content-Security-Policy allows this exact text by its hash (gateway/src/security-headers.ts).

/** Where the browser keeps the session token (libs/web/api/client). */
export const SESSION_TOKEN_KEY = 'auth_token';
export const SESSION_HINT_CLASS = 'ck-has-session';
export const SESSION_HINT_SCRIPT = `try{if(localStorage.getItem('${SESSION_TOKEN_KEY}'))document.documentElement.classList.add('${SESSION_HINT_CLASS}')}catch(e){}`;
