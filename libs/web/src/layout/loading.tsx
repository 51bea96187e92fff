/** What a page shows while its code loads: a spinner in CSS (the page template's ck-spinner). */
export function Loading() {
  return <div className="ck-spinner" role="status" aria-label="Loading" />;
}

/**
 * Grey lines where content is loading (antd Skeleton's look, the page template's ck-skeleton rules). With a `label` it
 * is announced as a status; without, it is decoration beside something that is.
 */
export function Skeleton({ rows, label }: { rows: number; label?: string }) {
  return (
    <div className="ck-skeleton" {...(label ? { role: 'status', 'aria-label': label } : { 'aria-hidden': true })}>
      {Array.from({ length: rows }, (_, index) => (
        <span key={index} />
      ))}
    </div>
  );
}
