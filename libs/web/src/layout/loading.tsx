/** What a page shows while its code loads: a spinner in CSS (the page template's ck-spinner). */
export function Loading() {
  return <div className="ck-spinner" role="status" aria-label="Loading" />;
}
