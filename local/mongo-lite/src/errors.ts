// Server errors with the codes and names real MongoDB uses, so drivers and mongoose react the same way.
import type { Document } from 'bson';

export class MongoLiteError extends Error {
  constructor(
    readonly code: number,
    readonly codeName: string,
    message: string,
    readonly extra: Document = {},
  ) {
    super(message);
  }

  toReply(): Document {
    return { ok: 0, errmsg: this.message, code: this.code, codeName: this.codeName, ...this.extra };
  }
}

export const badValue = (message: string) => new MongoLiteError(2, 'BadValue', message);
export const failedToParse = (message: string) => new MongoLiteError(9, 'FailedToParse', message);
/** A write aimed at a view. */
export const notOnView = (ns: string) => new MongoLiteError(166, 'CommandNotSupportedOnView', `Namespace ${ns} is a view, not a collection`);

/** The documented gaps answer with one recognisable message. */
export const notSupported = (what: string) =>
  new MongoLiteError(115, 'CommandNotSupported', `mongo-lite does not support ${what} (see local/mongo-lite/README.md)`);
