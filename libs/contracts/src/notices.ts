// What support did to a customer's money, told to the customer (issue 45): a refund or a goodwill credit leaves an
// entry in their history ("Refunded $9.99 on 6 Dec", "2 uses of Resume Scanner added by support") and an e-mail.
import { z } from 'zod';
import { isoDate } from './fields';

export const CUSTOMER_NOTICE_KINDS = ['refund', 'credit'] as const;
export const CustomerNotice = z.object({
  id: z.string(),
  kind: z.enum(CUSTOMER_NOTICE_KINDS),
  /** The entry as the customer reads it, e.g. "Refunded $9.99 on 6 Dec". */
  text: z.string(),
  /** Which purchase or tool it is about, e.g. "Cover Letter Writer · payment …aRe68t7b". */
  detail: z.string().nullable(),
  at: isoDate,
});
export const CustomerNoticesResponse = z.object({ notices: z.array(CustomerNotice) });
