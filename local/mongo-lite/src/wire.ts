// MongoDB wire protocol framing: the legacy OP_QUERY/OP_REPLY pair (first handshake only) and OP_MSG.
import { deserialize, serialize, type Document } from 'bson';

export const OP_REPLY = 1;
export const OP_QUERY = 2004;
export const OP_MSG = 2013;

const CHECKSUM_PRESENT = 1;
const MORE_TO_COME = 2;

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

export function parseMessage(msg: Buffer): Request {
  const requestId = msg.readInt32LE(4);
  const opCode = msg.readInt32LE(12);
  if (opCode === OP_MSG) {
    const flags = msg.readUInt32LE(16);
    const end = msg.length - (flags & CHECKSUM_PRESENT ? 4 : 0);
    let pos = 20;
    let body: Document = {};
    const sequences: Record<string, Document[]> = {};
    while (pos < end) {
      const kind = msg[pos++];
      const size = msg.readInt32LE(pos);
      if (kind === 0) {
        body = deserialize(msg.subarray(pos, pos + size), DESERIALIZE);
        pos += size;
      } else if (kind === 1) {
        const sectionEnd = pos + size;
        const nameEnd = msg.indexOf(0, pos + 4);
        const identifier = msg.toString('utf8', pos + 4, nameEnd);
        const docs: Document[] = [];
        let at = nameEnd + 1;
        while (at < sectionEnd) {
          const docSize = msg.readInt32LE(at);
          docs.push(deserialize(msg.subarray(at, at + docSize), DESERIALIZE));
          at += docSize;
        }
        sequences[identifier] = docs;
        pos = sectionEnd;
      } else {
        throw new Error(`unsupported OP_MSG section kind ${kind}`);
      }
    }
    Object.assign(body, sequences);
    return { requestId, opCode, body, db: String(body.$db ?? 'admin'), noReply: (flags & MORE_TO_COME) !== 0 };
  }
  if (opCode === OP_QUERY) {
    const nsEnd = msg.indexOf(0, 20);
    const ns = msg.toString('utf8', 20, nsEnd);
    const docStart = nsEnd + 1 + 8; // numberToSkip, numberToReturn
    const size = msg.readInt32LE(docStart);
    const body = deserialize(msg.subarray(docStart, docStart + size), DESERIALIZE);
    return { requestId, opCode, body: body.$query ?? body, db: ns.split('.')[0], noReply: false };
  }
  throw new Error(`unsupported opCode ${opCode}`);
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
