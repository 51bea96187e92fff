// The Stripe.js stand-in under the real @stripe/stripe-js and @stripe/react-stripe-js: the page (on the gateway's
// origin) loads /v3/stripe.js from an emulator started by its CLI, then pays with Stripe's test cards.
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import type { PaymentIntentResult, StripeCardElementChangeEvent } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';

const SECRET_KEY = 'sk_test_dom_suite';
const PUBLISHABLE_KEY = 'pk_test_dom_suite';

let cli: ChildProcess;
let apiUrl: string;

/** The emulator as `npm start` runs it: bin/stripe-emulator.mjs, here on a free port. */
function startCli(): Promise<string> {
  cli = spawn(process.execPath, [join(__dirname, '..', 'bin', 'stripe-emulator.mjs'), '--port', '0', '--quiet'], {
    env: { ...process.env, STRIPE_EMULATOR_SECRET_KEYS: SECRET_KEY, STRIPE_EMULATOR_PUBLISHABLE_KEYS: PUBLISHABLE_KEY },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    cli.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const url = /listening on (http:\/\/[\d.:]+)/.exec(output)?.[1];
      if (url) resolve(url);
    });
    cli.once('exit', (code) => reject(new Error(`stripe-emulator exited with ${code}: ${output}`)));
  });
}

function loadScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.addEventListener('load', () => resolve());
    script.addEventListener('error', () => reject(new Error(`could not load ${src}`)));
    document.head.appendChild(script);
  });
}

async function api(method: string, path: string, params: Record<string, string> = {}) {
  const body = new URLSearchParams(params).toString();
  const response = await fetch(`${apiUrl}${path}${method === 'GET' ? `?${body}` : ''}`, {
    method,
    headers: { authorization: `Bearer ${SECRET_KEY}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: method === 'GET' ? undefined : body,
  });
  return response.json();
}

const newIntent = (): Promise<{ id: string; client_secret: string }> => api('POST', '/v1/payment_intents', { amount: '2900', currency: 'usd' });

beforeAll(async () => {
  apiUrl = await startCli();
  await loadScript(`${apiUrl}/v3/stripe.js`);
});

afterAll(async () => {
  if (cli.exitCode === null) {
    const exited = new Promise((resolve) => cli.once('exit', resolve));
    cli.kill('SIGTERM');
    await exited;
  }
});

/** The product's checkout in miniature: a CardElement, its error line, and a Pay button. */
function Checkout({ clientSecret, onResult }: { clientSecret: string; onResult: (result: PaymentIntentResult) => void }) {
  const stripe = useStripe();
  const elements = useElements();
  const [change, setChange] = useState<StripeCardElementChangeEvent | null>(null);
  const pay = async () => {
    const card = elements?.getElement(CardElement);
    if (!stripe || !card) throw new Error('Stripe is not ready');
    onResult(await stripe.confirmCardPayment(clientSecret, { payment_method: { card } }));
  };
  return (
    <div>
      <CardElement onChange={setChange} />
      <p data-testid="state">{change ? `complete=${change.complete} empty=${change.empty}` : 'untouched'}</p>
      <p role="alert">{change?.error?.message}</p>
      <button type="button" onClick={() => void pay()}>
        Pay
      </button>
    </div>
  );
}

async function renderCheckout() {
  const intent = await newIntent();
  const results: PaymentIntentResult[] = [];
  render(
    <Elements stripe={loadStripe(PUBLISHABLE_KEY)}>
      <Checkout clientSecret={intent.client_secret} onResult={(result) => results.push(result)} />
    </Elements>,
  );
  await screen.findByLabelText('Card number');
  return { intent, results };
}

function typeCard(number: string, expiry = `12 / ${String(new Date().getFullYear() + 2).slice(2)}`, cvc = '123') {
  fireEvent.input(screen.getByLabelText('Card number'), { target: { value: number } });
  fireEvent.input(screen.getByLabelText('Expiration date (MM / YY)'), { target: { value: expiry } });
  fireEvent.input(screen.getByLabelText('Security code (CVC)'), { target: { value: cvc } });
}

async function pay(results: PaymentIntentResult[]): Promise<PaymentIntentResult> {
  fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
  await waitFor(() => expect(results).toHaveLength(1));
  return results[0];
}

it('stands in for Stripe.js at the release @stripe/stripe-js expects', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  const stripe = await loadStripe(PUBLISHABLE_KEY);
  expect(typeof window.Stripe).toBe('function');
  expect(stripe).toEqual(expect.objectContaining({ elements: expect.any(Function), confirmCardPayment: expect.any(Function) }));
  expect(warn).not.toHaveBeenCalled();
  warn.mockRestore();
});

it('renders labelled card inputs and reports changes as Stripe’s card element does', async () => {
  await renderCheckout();
  const group = screen.getByRole('group', { name: 'Credit or debit card' });
  expect(within(group).getAllByRole('textbox')).toHaveLength(3);
  expect(group.parentElement?.className).toContain('StripeElement--empty');

  fireEvent.input(screen.getByLabelText('Card number'), { target: { value: '4242424242424241' } });
  expect(screen.getByRole('alert').textContent).toBe('Your card number is invalid.');
  expect(group.parentElement?.className).toContain('StripeElement--invalid');

  typeCard('4242424242424242');
  expect((screen.getByLabelText('Card number') as HTMLInputElement).value).toBe('4242 4242 4242 4242');
  expect(screen.getByTestId('state').textContent).toBe('complete=true empty=false');
  expect(screen.getByRole('alert').textContent).toBe('');
  expect(group.parentElement?.className).toContain('StripeElement--complete');
});

it('pays with 4242 4242 4242 4242', async () => {
  const { intent, results } = await renderCheckout();
  typeCard('4242 4242 4242 4242');
  const result = await pay(results);
  expect(result.error).toBeUndefined();
  expect(result.paymentIntent).toMatchObject({ id: intent.id, status: 'succeeded' });
  expect(await api('GET', `/v1/payment_intents/${intent.id}`)).toMatchObject({ status: 'succeeded', amount_received: 2900 });
});

it('resolves a decline as { error } with the card error’s type, code and decline_code', async () => {
  const { intent, results } = await renderCheckout();
  typeCard('4000 0000 0000 9995');
  const result = await pay(results);
  expect(result.paymentIntent).toBeUndefined();
  expect(result.error).toMatchObject({
    type: 'card_error',
    code: 'card_declined',
    decline_code: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
    payment_intent: { id: intent.id, status: 'requires_payment_method' },
  });
});

it('answers an incomplete card with a validation error before calling the API', async () => {
  const { intent, results } = await renderCheckout();
  fireEvent.input(screen.getByLabelText('Card number'), { target: { value: '4242 4242' } });
  const result = await pay(results);
  expect(result.error).toEqual({ type: 'validation_error', code: 'incomplete_number', message: 'Your card number is incomplete.' });
  expect(await api('GET', `/v1/payment_intents/${intent.id}`)).toMatchObject({ status: 'requires_payment_method', last_payment_error: null });
});

it('asks for 3-D Secure in a dialog for 4000 0025 0000 3155 and pays once it is completed', async () => {
  const { intent, results } = await renderCheckout();
  typeCard('4000 0025 0000 3155');
  fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
  const dialog = await screen.findByRole('dialog', { name: 'Test payment authentication' });
  expect(dialog.textContent).toContain('$29.00');
  expect(await api('GET', `/v1/payment_intents/${intent.id}`)).toMatchObject({ status: 'requires_action' });
  await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Complete authentication' })));
  await waitFor(() => expect(results).toHaveLength(1));
  expect(results[0].paymentIntent).toMatchObject({ id: intent.id, status: 'succeeded' });
  expect(screen.queryByRole('dialog')).toBeNull();
});

it('resolves a failed 3-D Secure check as payment_intent_authentication_failure', async () => {
  const { results } = await renderCheckout();
  typeCard('4000 0025 0000 3155');
  fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Fail authentication' }));
  await waitFor(() => expect(results).toHaveLength(1));
  expect(results[0].error).toMatchObject({
    type: 'invalid_request_error',
    code: 'payment_intent_authentication_failure',
    payment_intent: { status: 'requires_payment_method' },
  });
});

it('creates PaymentMethods and tokens from the card element', async () => {
  const stripe = await loadStripe(PUBLISHABLE_KEY);
  const card = stripe!.elements().create('card');
  const host = document.createElement('div');
  document.body.appendChild(host);
  card.mount(host);
  typeCard('5555 5555 5555 4444');
  const { paymentMethod } = await stripe!.createPaymentMethod({ type: 'card', card });
  expect(paymentMethod).toMatchObject({ object: 'payment_method', card: { brand: 'mastercard', last4: '4444' } });
  const { token } = await stripe!.createToken(card);
  expect(token).toMatchObject({ object: 'token', card: { last4: '4444' } });
  card.destroy();
  expect(host.childElementCount).toBe(0);
});
