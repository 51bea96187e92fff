// /v1/customers: create, retrieve, update, delete, list (by email).
import { resourceMissing } from './api-error';
import { Fields, freshMetadata, mergeMetadata } from './form';
import { newId, nowSeconds, randomBase62 } from './ids';
import { listPage, type Customer, type Store, type StripeList } from './state';

const WRITABLE = ['email', 'name', 'description', 'phone', 'metadata', 'expand'] as const;

export function createCustomer(store: Store, fields: Fields): Customer {
  fields.only(WRITABLE);
  const customer: Customer = {
    id: newId('cus'),
    object: 'customer',
    address: null,
    balance: 0,
    created: nowSeconds(),
    currency: null,
    default_source: null,
    delinquent: false,
    description: fields.string('description') ?? null,
    email: fields.string('email', { max: 512 }) ?? null,
    invoice_prefix: randomBase62(8).toUpperCase(),
    invoice_settings: { custom_fields: null, default_payment_method: null, footer: null, rendering_options: null },
    livemode: false,
    metadata: freshMetadata(fields.metadata()),
    name: fields.string('name', { max: 256 }) ?? null,
    next_invoice_sequence: 1,
    phone: fields.string('phone', { max: 20 }) ?? null,
    preferred_locales: [],
    shipping: null,
    tax_exempt: 'none',
    test_clock: null,
  };
  store.customers.set(customer.id, customer);
  return customer;
}

/** A deleted customer still answers, as `{ id, object, deleted: true }`, the way Stripe's does. */
export function retrieveCustomer(store: Store, id: string): Customer | { id: string; object: 'customer'; deleted: true } {
  if (store.deletedCustomers.has(id)) return { id, object: 'customer', deleted: true };
  return existingCustomer(store, id);
}

export function existingCustomer(store: Store, id: string, param = 'id'): Customer {
  const customer = store.customers.get(id);
  if (!customer) throw resourceMissing('customer', id, param);
  return customer;
}

export function updateCustomer(store: Store, id: string, fields: Fields): Customer {
  fields.only(WRITABLE);
  const customer = existingCustomer(store, id);
  for (const key of ['email', 'name', 'description', 'phone'] as const) {
    const value = fields.string(key);
    if (value !== undefined) customer[key] = value;
  }
  customer.metadata = mergeMetadata(customer.metadata, fields.metadata());
  return customer;
}

export function deleteCustomer(store: Store, id: string): { id: string; object: 'customer'; deleted: true } {
  existingCustomer(store, id);
  store.customers.delete(id);
  store.deletedCustomers.add(id);
  return { id, object: 'customer', deleted: true };
}

export function listCustomers(store: Store, fields: Fields): StripeList<Customer> {
  fields.only(['email', 'limit', 'starting_after', 'ending_before', 'expand']);
  const email = fields.string('email');
  const all = [...store.customers.values()].filter((customer) => !email || customer.email === email);
  return listPage(all, fields, '/v1/customers');
}
