// The JSON body of every error answer from the gateway and the services.
import { z } from 'zod';

export const ErrorBody = z.object({
  /** A stable machine-readable code, e.g. `validation_failed`, `unauthorized`. */
  error: z.string(),
  /** The user-facing message (the spec's wording where it has one). */
  message: z.string(),
  /** Per-field messages for validation failures. */
  details: z.record(z.string(), z.string()).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

/** Validation failures as `{ field: message }`, first message per field. */
export function fieldMessages(error: z.ZodError): Record<string, string> {
  const details: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.join('.') || 'body';
    details[field] ??= issue.message;
  }
  return details;
}
