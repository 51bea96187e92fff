// The stand-in for the bank's 3-D Secure page a `redirect_to_url` next action opens (confirm with a return_url):
// two plain forms, no script, that complete or fail the authentication and return to the shop.
import type { PaymentIntent } from './state';

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] as string);

export function formatAmount(amount: number, currency: string): string {
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(amount / 100);
  } catch {
    return `${(amount / 100).toFixed(2)} ${currency.toUpperCase()}`;
  }
}

export function authenticationPage(intent: PaymentIntent): string {
  const action = (result: string) => `/_emulator/3ds/${encodeURIComponent(intent.id)}/${result}`;
  const hidden = `<input type="hidden" name="client_secret" value="${escapeHtml(intent.client_secret)}"><input type="hidden" name="from_page" value="true">`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Test payment authentication</title>
<style>
  body { font-family: system-ui, sans-serif; max-width: 28rem; margin: 4rem auto; padding: 0 1rem; color: #1a1f36; }
  .buttons { display: flex; gap: 0.75rem; margin-top: 1.5rem; }
  button { font: inherit; padding: 0.6rem 1rem; border-radius: 6px; border: 1px solid #635bff; cursor: pointer; }
  .complete { background: #635bff; color: #fff; }
  .fail { background: #fff; color: #635bff; }
</style>
</head>
<body>
<main>
<h1>Test payment authentication</h1>
<p>The local Stripe emulator stands in for the card issuer's 3-D Secure check of a payment of
<strong>${escapeHtml(formatAmount(intent.amount, intent.currency))}</strong>.</p>
<div class="buttons">
<form method="post" action="${action('complete')}">${hidden}<button class="complete" type="submit">Complete authentication</button></form>
<form method="post" action="${action('fail')}">${hidden}<button class="fail" type="submit">Fail authentication</button></form>
</div>
</main>
</body>
</html>
`;
}

export function resultPage(intent: PaymentIntent): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Authentication finished</title></head>
<body><main><h1>Authentication finished</h1><p>The payment is now <strong>${escapeHtml(intent.status)}</strong>. You can close this page.</p></main></body>
</html>
`;
}
