// The pluggable language model, against a fake OpenAI-compatible chat completions
// server started here: the tool-calling loop (the model calls the app's functions, reads their
// results, answers), what is sent (nothing personal), and the fallback to the built-in
// assistant on errors, time-outs, malformed answers, too many rounds and ungrounded facts.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import type { SessionUser } from '../../src/server/features/auth';
import { createUser } from './travel-fixtures';

interface ChatRequest {
  model: string;
  messages: { role: string; content: string | null; tool_calls?: unknown[]; tool_call_id?: string }[];
  tools: { function: { name: string } }[];
}

/** What the fake model does with one request: answer with JSON, an HTTP status, or never. */
type Script = (request: ChatRequest, round: number) => { json?: unknown; status?: number; hang?: boolean; raw?: string };

let script: Script = () => ({ status: 500 });
const received: { request: ChatRequest; authorization?: string }[] = [];
const server = http.createServer((req, res) => {
  let body = '';
  req.on('data', (chunk: Buffer) => (body += chunk.toString()));
  req.on('end', () => {
    const request = JSON.parse(body) as ChatRequest;
    received.push({ request, authorization: req.headers.authorization });
    const round = received.length - 1;
    const step = req.url === '/v1/chat/completions' ? script(request, round) : { status: 404 };
    if (step.hang) return; // never answers: the app's time-out must end the turn
    res.writeHead(step.status ?? 200, { 'content-type': 'application/json' });
    res.end(step.raw ?? JSON.stringify(step.json ?? {}));
  });
});

const toolCall = (id: string, name: string, args: unknown) => ({
  choices: [{ message: { role: 'assistant', content: null, tool_calls: [{ id, type: 'function', function: { name, arguments: JSON.stringify(args) } }] } }],
});
const answer = (content: string) => ({ choices: [{ message: { role: 'assistant', content } }] });
const toolResult = (request: ChatRequest) => JSON.parse(request.messages.findLast((message) => message.role === 'tool')?.content ?? 'null');

let app: TestApp;
let user: SessionUser;
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  app = await createTestApp({
    JOB_WORKER: false,
    LLM_BASE_URL: `http://127.0.0.1:${port}/v1`,
    LLM_API_KEY: 'test-key',
    LLM_MODEL: 'fake-model',
    LLM_TIMEOUT_MS: 1500,
    LLM_MAX_TOOL_ROUNDS: 3,
  });
  user = await createUser(app);
});
afterAll(async () => {
  await app?.close();
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});
afterEach(() => {
  received.length = 0;
});

describe('the language model', () => {
  it('calls the tools, reads their database results and answers with them; the cards are the items it names', async () => {
    script = (request, round) => {
      if (round === 0) return { json: toolCall('call-1', 'find_tours', { destination: 'Kenya', maxPrice: 1500, theme: 'safari' }) };
      const result = toolResult(request) as { tours: { name: string; price: string; departureDate: string }[] };
      const maasai = result.tours.find((tour) => tour.name === 'Maasai Mara Safari')!;
      return { json: answer(`The ${maasai.name} costs $${maasai.price} per person; it next departs on ${maasai.departureDate}.`) };
    };
    const reply = await app.caller(user).assistant.chat({ message: 'safari in Kenya under $1500' });
    expect(reply).toMatchObject({ source: 'model', offerHandOver: false });
    expect(reply.response).toMatch(/^The Maasai Mara Safari costs \$749\.00 per person/);
    expect(reply.cards.map((card) => card.id)).toEqual(['tour-4']);

    expect(received).toHaveLength(2);
    const [first, second] = received;
    expect(first.authorization).toBe('Bearer test-key');
    expect(first.request.model).toBe('fake-model');
    const tools = first.request.tools.map((tool) => tool.function.name);
    expect(tools).toEqual(
      expect.arrayContaining([
        'find_tours',
        'find_hotels',
        'find_flights',
        'find_cars',
        'quote_cargo',
        'track_shipment',
        'find_products',
        'find_taxi_fare',
        'business_info',
        'cancellation_policy',
        'offer_talk_to_a_person',
      ]),
    );
    expect(tools.some((name) => /booking/.test(name))).toBe(false);
    // Tool results went back to the model as the database has them.
    const tours = toolResult(second.request) as { tours: { id: string; price: string }[] };
    expect(tours.tours.map((tour) => [tour.id, tour.price])).toEqual([
      ['tour-4', '749.00'],
      ['tour-5', '449.00'],
      ['tour-8', '189.00'],
    ]);
    expect(second.request.messages[2]).toMatchObject({ role: 'assistant', tool_calls: [{ id: 'call-1' }] });
    expect(second.request.messages[3]).toMatchObject({ role: 'tool', tool_call_id: 'call-1' });
  });

  it("is told to answer in the message's language, and prices a taxi trip with the fare estimate's own figures", async () => {
    script = (_request, round) =>
      round === 0 ? { json: toolCall('call-1', 'find_taxi_fare', { from: 'JKIA', to: 'Westlands' }) } : { json: answer('الأجرة مذكورة أعلاه.') };
    // The app is in English; the traveller writes Arabic.
    const reply = await app.caller(user).assistant.chat({ message: 'كم أجرة التاكسي من JKIA إلى Westlands؟' });
    expect(reply.source).toBe('model');
    expect(received[0].request.messages[0].content).toContain('Answer in العربية');
    const fares = toolResult(received[1].request) as { found: boolean; fares: { vehicleType: string; fare: string }[] };
    expect(fares.found).toBe(true);
    const estimate = await app.caller(user).taxi.estimate({ pickupLocation: 'JKIA', dropoffLocation: 'Westlands', passengers: 1, vehicleType: 'Comfort' });
    expect(fares.fares.find((line) => line.vehicleType === 'Comfort')?.fare).toBe(estimate.estimatedFare);
  });

  it('sends nothing personal: no name, e-mail or account, and turns about my bookings are answered here and never sent', async () => {
    const mine = await createUser(app);
    script = () => ({ status: 500 });
    const bookings = await app.caller(mine).assistant.chat({ message: 'status of my bookings' });
    expect(bookings.source).toBe('builtin');
    expect(received).toHaveLength(0);

    script = () => ({ json: answer('Our hours are in the app.') });
    await app.caller(mine).assistant.chat({ message: 'hello there' });
    const sent = JSON.stringify(received.map((call) => call.request));
    expect(sent).not.toContain(mine.username);
    expect(sent).not.toContain(mine.email);
    expect(sent).not.toContain(mine.id);
    expect(sent).not.toContain('status of my bookings');
    expect(received[0].request.messages.map((message) => message.role)).toEqual(['system', 'user']);
  });

  it('keeps the conversation for follow-ups: earlier turns go with the next message', async () => {
    const caller = app.caller(await createUser(app));
    script = () => ({ json: answer('Hello! Where would you like to go?') });
    await caller.assistant.chat({ message: 'hi' });
    received.length = 0;
    await caller.assistant.chat({ message: 'and in Kigali?' });
    expect(received[0].request.messages.slice(1).map((message) => [message.role, message.content])).toEqual([
      ['user', 'hi'],
      ['assistant', 'Hello! Where would you like to go?'],
      ['user', 'and in Kigali?'],
    ]);
  });

  it("offers 'Talk to a person' when the model asks for it", async () => {
    script = (_request, round) =>
      round === 0 ? { json: toolCall('call-1', 'offer_talk_to_a_person', {}) } : { json: answer('I cannot help with visas; a person from our team can.') };
    const reply = await app.caller(null).assistant.chat({ message: 'do I need a visa for Kenya?' });
    expect(reply).toMatchObject({ source: 'model', offerHandOver: true });
  });

  it('gives a tool error back to the model, which may try again', async () => {
    script = (request, round) => {
      if (round === 0) return { json: toolCall('call-1', 'find_hotels', { city: 'Kigali', checkIn: 'someday' }) };
      if (round === 1) {
        expect(toolResult(request)).toMatchObject({ error: expect.stringContaining('checkIn') });
        return { json: toolCall('call-2', 'find_hotels', { city: 'Kigali' }) };
      }
      const hotels = (toolResult(request) as { hotels: { name: string; pricePerNight: string }[] }).hotels;
      return { json: answer(`${hotels[0].name}: $${hotels[0].pricePerNight} per night.`) };
    };
    const reply = await app.caller(null).assistant.chat({ message: 'hotels in Kigali' });
    expect(reply.source).toBe('model');
    expect(reply.cards[0].kind).toBe('hotel');
  });
});

describe('falls back to the built-in assistant', () => {
  const fallsBack = async (message = 'safari in Kenya under $1500') => {
    const reply = await app.caller(null).assistant.chat({ message });
    expect(reply.source).toBe('builtin');
    expect(reply.response).toContain('Maasai Mara Safari');
    expect(reply.cards.map((card) => card.id)).toEqual(['tour-4', 'tour-5', 'tour-8']);
  };

  it('when the model answers an HTTP error', async () => {
    script = () => ({ status: 503, json: { error: { message: 'overloaded' } } });
    await fallsBack();
  });

  it('when the model does not answer in time', async () => {
    script = () => ({ hang: true });
    const started = Date.now();
    await fallsBack();
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('when the answer is not JSON, or has no message', async () => {
    script = () => ({ raw: '<html>proxy error</html>' });
    await fallsBack();
    script = () => ({ json: { choices: [] } });
    await fallsBack();
  });

  it('when the model keeps calling tools past LLM_MAX_TOOL_ROUNDS', async () => {
    script = (_request, round) => ({ json: toolCall(`call-${round}`, 'business_info', {}) });
    await fallsBack();
    expect(received).toHaveLength(3);
  });

  it('when the answer states a price, tracking number or code no tool gave (the grounding rule)', async () => {
    script = (_request, round) =>
      round === 0
        ? { json: toolCall('call-1', 'find_tours', { destination: 'Kenya' }) }
        : { json: answer('The Maasai Mara Safari is only $499.00 this week!') };
    await fallsBack();
    script = () => ({ json: answer('Your parcel MT1234567890KE is on its way.') });
    const tracking = await app.caller(null).assistant.chat({ message: 'where is my parcel?' });
    expect(tracking.source).toBe('builtin');
    expect(tracking.response).not.toContain('MT1234567890KE');
  });

  it('when the model server cannot be reached at all', async () => {
    const unreachable = await createTestApp(
      { JOB_WORKER: false, LLM_BASE_URL: 'http://127.0.0.1:9/v1', LLM_MODEL: 'fake-model', LLM_TIMEOUT_MS: 1000 },
      { databaseUrl: app.databaseUrl },
    );
    try {
      const reply = await unreachable.caller(null).assistant.chat({ message: 'safari in Kenya under $1500' });
      expect(reply.source).toBe('builtin');
      expect(reply.cards).toHaveLength(3);
    } finally {
      await unreachable.close();
    }
  });
});
