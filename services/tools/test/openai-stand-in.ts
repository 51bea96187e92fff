// A local OpenAI-compatible server for tests: answers chat completions with what a test's writer makes of the request
// (the tool is the structured output's schema name, the payload the user message), as the provider's model would write.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the model writes for one tool, from the payload the adapter sent. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the adapter's payload, read field by field
export type Writer = (payload: any) => object;

export interface OpenAiStandIn {
  /** The env that points a service's OpenAI adapter here. */
  env: Record<string, string>;
  close(): Promise<void>;
}

export async function startOpenAiStandIn(writers: Record<string, Writer>): Promise<OpenAiStandIn> {
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const body = JSON.parse(raw);
      const tool: string = body.response_format?.json_schema?.name;
      const writer = writers[tool];
      if (!writer) {
        res.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: `no writer for ${tool}`, type: 'server_error' } }));
        return;
      }
      const content = JSON.stringify(writer(JSON.parse(body.messages.at(-1).content)));
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          id: 'chatcmpl-stand-in',
          object: 'chat.completion',
          created: 1_700_000_000,
          model: body.model,
          choices: [{ index: 0, message: { role: 'assistant', content, refusal: null }, finish_reason: 'stop', logprobs: null }],
          usage: { prompt_tokens: 100, completion_tokens: 50, total_tokens: 150 },
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    env: { OPENAI_API_KEY: 'sk-stand-in', OPENAI_BASE_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1` },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
