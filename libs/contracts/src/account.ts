// "Your data" (issue 14, beyond the spec, which names only a support address): a copy of everything the product holds
// about the signed-in user, and deleting the account. identity orchestrates; each service answers for what it holds
// on its own internal route (/internal/users/:id/data, GET to read, DELETE to remove or anonymise).
import { z } from 'zod';
import { CurrentUser } from './auth';
import { isoDate } from './fields';

/**
 * Every service that holds a user's data besides identity (which holds the account and orchestrates): identity's
 * export and deletion ask each of these, and a test checks this list against the services in the repository and the
 * route map, so a service added later cannot be left out.
 */
export const USER_DATA_OWNERS = ['billing', 'tools', 'salary', 'platform'] as const;
export type UserDataOwnerName = (typeof USER_DATA_OWNERS)[number];

export const ACCOUNT_MESSAGES = {
  deleted: 'Your account and your data have been deleted.',
  /** 403, not 401: the session is fine, the password is not (a 401 would sign the browser out). */
  wrongPassword: 'Incorrect password. Your account was not deleted.',
  partlyUnavailable: 'Some of your data could not be deleted right now. Your account was not deleted. Please try again in a moment.',
} as const;

/** A run of a tool as its service stored it: what was asked and what was answered. */
export const ExportedRun = z.object({
  id: z.string(),
  toolName: z.string(),
  status: z.string(),
  isPreview: z.boolean(),
  inputData: z.unknown(),
  outputData: z.unknown(),
  createdAt: isoDate,
});

/** Metadata only: the file itself is never stored. */
export const ExportedUpload = z.object({
  id: z.string(),
  fileName: z.string(),
  originalName: z.string(),
  fileSize: z.number(),
  fileType: z.string().nullable(),
  processingStatus: z.string(),
  createdAt: isoDate,
});

export const ExportedPayment = z.object({
  id: z.string(),
  toolName: z.string(),
  amount: z.number(),
  currency: z.string(),
  status: z.string(),
  stripePaymentIntentId: z.string(),
  createdAt: isoDate,
});

export const ExportedUsage = z.object({
  toolName: z.string(),
  freeUsed: z.number(),
  paidGranted: z.number(),
  paidUsed: z.number(),
});

/** A message the user sent through the contact form (matched by the account's email address). */
export const ExportedContactMessage = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  category: z.string(),
  message: z.string(),
  createdAt: isoDate,
});

/**
 * An operator's action about the user (a change to the account, a refund of their payment, a credit of uses), as the
 * audit log keeps it; which operator acted, and their reason, are the operators' record, not shown.
 */
export const ExportedAccountChange = z.object({
  action: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  at: isoDate,
});

/** A notice the user was sent of what support did to their money (a refund, a credit), as their history shows it. */
export const ExportedNotice = z.object({
  kind: z.enum(['refund', 'credit']),
  text: z.string(),
  detail: z.string().nullable(),
  at: isoDate,
});

/** What each service's GET /internal/users/:id/data answers: the parts it holds (any may be missing). */
export const ServiceUserData = z.object({
  toolRuns: z.array(ExportedRun).optional(),
  uploads: z.array(ExportedUpload).optional(),
  salaryRuns: z.array(ExportedRun).optional(),
  payments: z.array(ExportedPayment).optional(),
  usage: z.array(ExportedUsage).optional(),
  contactMessages: z.array(ExportedContactMessage).optional(),
  accountChanges: z.array(ExportedAccountChange).optional(),
  notices: z.array(ExportedNotice).optional(),
});
export const ServiceDataDeleted = z.object({ deletedRecords: z.number().int(), anonymisedRecords: z.number().int().optional() });

export const AccountExport = z.object({
  exportedAt: isoDate,
  profile: CurrentUser,
  toolRuns: z.array(ExportedRun),
  salaryRuns: z.array(ExportedRun),
  uploads: z.array(ExportedUpload),
  payments: z.array(ExportedPayment),
  usage: z.array(ExportedUsage),
  contactMessages: z.array(ExportedContactMessage),
  accountChanges: z.array(ExportedAccountChange),
  notices: z.array(ExportedNotice),
});
export type AccountExport = z.infer<typeof AccountExport>;

export const DeleteAccountRequest = z.object({
  password: z.string({ error: (issue) => (issue.input === undefined ? 'Password is required' : 'Password must be text') }).min(1, 'Password is required').max(128),
});
