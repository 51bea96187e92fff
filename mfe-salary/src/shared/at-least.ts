// The salary forms' text check (spec part 2 §5): a react-hook-form `validate` that answers with the spec's message.

/** At least `length` characters once trimmed, else the message. */
export const atLeast =
  (length: number, message: string) =>
  (value: string | undefined): true | string =>
    (value ?? '').trim().length >= length || message;
