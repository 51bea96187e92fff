// MongoDB wire protocol framing: the legacy OP_QUERY/OP_REPLY pair (first handshake only) and OP_MSG.
import { deserialize, serialize, type Document } from 'bson';

export const OP_REPLY = 1;
export const OP_QUERY = 2004;
export const OP_MSG = 2013;

const CHECKSUM_PRESENT = 1;
const MORE_TO_COME = 2;

/** The frame header: messageLength, requestID, responseTo, opCode. */
export const HEADER_BYTES = 16;
/** What the server announces as maxMessageSizeBytes; a frame declaring more is refused. */
export const MAX_MESSAGE_BYTES = 48_000_000;

/** A frame that cannot be a MongoDB message: the connection that sent it is closed. */
export class MalformedMessage extends Error {}

function check(condition: boolean, what: string): asserts condition {
  if (!condition) throw new MalformedMessage(`malformed message: ${what}`);
}

/** The declared length of the frame at the start of `pending`, or an error when no valid frame can start there. */
export function frameLength(pending: Buffer): number {
  const length = pending.readInt32LE(0);
  check(length > HEADER_BYTES && length <= MAX_MESSAGE_BYTES, `declared length ${length}`);
  return length;
}

// Long cursor ids become JS numbers when they fit; documents keep the types the driver sent otherwise.
const DESERIALIZE = { promoteLongs: true, promoteValues: true } as const;

export interface Request {
  requestId: number;
  opCode: number;
  /** The command document, with OP_MSG kind-1 sections folded in under their identifier. */
  body: Document;
  /** Database for OP_QUERY (from the namespace); OP_MSG carries `$db` in the body. */
  db: string;
  /** OP_MSG moreToCome: the client expects no reply. */
  noReply: boolean;
}

/** The BSON document at `at`; its size is checked against `limit`, so no section can point outside the frame or stand still. */
function readDocument(msg: Buffer, at: number, limit: number): Document {
  check(at + 5 <= limit, 'truncated document');
  const size = msg.readInt32LE(at);
  check(size >= 5 && at + size <= limit, `document size ${size}`);
  return deserialize(msg.subarray(at, at + size), DESERIALIZE);
}

export function parseMessage(msg: Buffer): Request {
  const requestId = msg.readInt32LE(4);
  const opCode = msg.readInt32LE(12);
  if (opCode === OP_MSG) {
    check(msg.length >= 21, 'OP_MSG without sections');
    const flags = msg.readUInt32LE(16);
    const end = msg.length - (flags & CHECKSUM_PRESENT ? 4 : 0);
    let pos = 20;
    let body: Document | undefined;
    const sequences: Record<string, Document[]> = {};
    while (pos < end) {
      const kind = msg[pos++];
      check(pos + 4 <= end, 'truncated section');
      const size = msg.readInt32LE(pos);
      check(size >= 5 && pos + size <= end, `section size ${size}`);
      if (kind === 0) {
        check(body === undefined, 'two body sections');
        body = readDocument(msg, pos, end);
        pos += size;
      } else if (kind === 1) {
        const sectionEnd = pos + size;
        const nameEnd = msg.indexOf(0, pos + 4);
        check(nameEnd !== -1 && nameEnd < sectionEnd, 'sequence identifier');
        const identifier = msg.toString('utf8', pos + 4, nameEnd);
        const docs: Document[] = [];
        let at = nameEnd + 1;
        while (at < sectionEnd) {
          docs.push(readDocument(msg, at, sectionEnd));
          at += msg.readInt32LE(at);
        }
        sequences[identifier] = docs;
        pos = sectionEnd;
      } else {
        check(false, `OP_MSG section kind ${kind}`);
      }
    }
    check(body !== undefined, 'OP_MSG without a body section');
    Object.assign(body, sequences);
    return { requestId, opCode, body, db: String(body.$db ?? 'admin'), noReply: (flags & MORE_TO_COME) !== 0 };
  }
  if (opCode === OP_QUERY) {
    const nsEnd = msg.indexOf(0, 20);
    check(nsEnd !== -1, 'OP_QUERY namespace');
    const ns = msg.toString('utf8', 20, nsEnd);
    const docStart = nsEnd + 1 + 8; // numberToSkip, numberToReturn
    const body = readDocument(msg, docStart, msg.length);
    return { requestId, opCode, body: body.$query ?? body, db: ns.split('.')[0], noReply: false };
  }
  throw new MalformedMessage(`unsupported opCode ${opCode}`);
}

let nextRequestId = 1;

function header(length: number, responseTo: number, opCode: number): Buffer {
  const h = Buffer.alloc(16);
  h.writeInt32LE(length, 0);
  h.writeInt32LE(nextRequestId++ & 0x7fffffff, 4);
  h.writeInt32LE(responseTo, 8);
  h.writeInt32LE(opCode, 12);
  return h;
}

export function encodeReply(request: Request, reply: Document): Buffer {
  const doc = serialize(reply);
  if (request.opCode === OP_QUERY) {
    const fields = Buffer.alloc(20); // responseFlags, cursorID (int64 0), startingFrom, numberReturned
    fields.writeInt32LE(1, 16);
    return Buffer.concat([header(16 + 20 + doc.length, request.requestId, OP_REPLY), fields, doc]);
  }
  const flagsAndKind = Buffer.alloc(5); // flagBits 0, section kind 0
  return Buffer.concat([header(16 + 5 + doc.length, request.requestId, OP_MSG), flagsAndKind, doc]);
}
