// The pluggable language model: any OpenAI-compatible chat completions endpoint with tool
// calling (LLM_BASE_URL, LLM_MODEL, optional LLM_API_KEY). The model gets the conversation and
// the tools (model-tools.ts), which are its only source of facts; it runs tool rounds until it
// answers. What it is sent: the brand's name, today's date, the language to answer in, the
// conversation's kept turns (those about the traveller's own bookings left out) and tool
// results. Never the traveller's name, e-mail, address or account. Any failure (time-out, HTTP
// error, malformed answer, too many rounds, an answer stating an amount, tracking number or
// code no tool gave) throws ModelFailure, and the built-in assistant answers instead.
import type { AssistantCard } from '@shared/schemas/assistant';
import { ASSISTANT_MAX_CARDS } from '@shared/schemas/assistant';
import { LANGUAGE_NAMES, type Language } from '@shared/languages';
import type { AppConfig } from '../../config';
import { ungroundedFacts } from './grounding';
import { modelToolSpecs, runModelTool } from './tools/model-tools';
import type { ToolContext } from './tools/tool-context';

export class ModelFailure extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ModelFailure';
  }
}

export const modelConfigured = (config: AppConfig) => Boolean(config.LLM_BASE_URL && config.LLM_MODEL);

interface ChatMessage {
  role: 'system' | 'user' | 'assistant' | 'tool';
  content: string | null;
  tool_calls?: { id: string; type: 'function'; function: { name: string; arguments: string } }[];
  tool_call_id?: string;
}

export interface ModelTurn {
  message: string;
  response: string;
}

export interface ModelReply {
  text: string;
  cards: AssistantCard[];
  offerHandOver: boolean;
}

function systemPrompt(brand: string, today: string, language: Language): string {
  return [
    `You are the travel assistant of ${brand}, a travel and services booking app for East Africa and the Gulf (tours and safaris, hotels, flights, car rental, taxis, cargo, a local products marketplace).`,
    `Today is ${today}. Answer in ${LANGUAGE_NAMES[language]}.`,
    'Use only facts the tools return: never state a name, price, date, availability or tracking number no tool returned this turn, and never compute new prices.',
    'Write amounts exactly as the tools give them, with their currency. List items one per line.',
    'When the tools cannot answer, say so briefly and call offer_talk_to_a_person.',
  ].join('\n');
}

async function complete(config: AppConfig, messages: ChatMessage[], signal: AbortSignal): Promise<ChatMessage> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (config.LLM_API_KEY) headers.authorization = `Bearer ${config.LLM_API_KEY}`;
  let response: Response;
  try {
    response = await fetch(`${config.LLM_BASE_URL!.replace(/\/+$/, '')}/chat/completions`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ model: config.LLM_MODEL, messages, tools: modelToolSpecs(), tool_choice: 'auto', temperature: 0 }),
      signal,
    });
  } catch (error) {
    throw new ModelFailure(signal.aborted ? 'The model did not answer in time' : 'The model could not be reached', { cause: error });
  }
  if (!response.ok) throw new ModelFailure(`The model answered HTTP ${response.status}`);
  const body = (await response.json().catch(() => null)) as { choices?: { message?: ChatMessage }[] } | null;
  const message = body?.choices?.[0]?.message;
  if (!message || typeof message !== 'object') throw new ModelFailure('The model sent no message');
  return message;
}

/** The cards of the items the answer names (all of them when it names none), at most ASSISTANT_MAX_CARDS. */
function cardsNamedIn(text: string, cards: AssistantCard[]): AssistantCard[] {
  const lower = text.toLowerCase();
  const named = cards.filter((card) => lower.includes(card.title.toLowerCase()));
  return (named.length ? named : cards).slice(0, ASSISTANT_MAX_CARDS);
}

/** The model's answer to `message` after `history`, grounded in this turn's tool results. */
export async function answerWithModel(ctx: ToolContext, brand: string, language: Language, history: ModelTurn[], message: string): Promise<ModelReply> {
  const config = ctx.config;
  const signal = AbortSignal.timeout(config.LLM_TIMEOUT_MS);
  const messages: ChatMessage[] = [
    { role: 'system', content: systemPrompt(brand, ctx.today, language) },
    ...history.flatMap((turn): ChatMessage[] => [
      { role: 'user', content: turn.message },
      { role: 'assistant', content: turn.response },
    ]),
    { role: 'user', content: message },
  ];
  const sources: string[] = [message];
  const cards = new Map<string, AssistantCard>();
  let offerHandOver = false;
  for (let round = 0; round < config.LLM_MAX_TOOL_ROUNDS; round++) {
    const answer = await complete(config, messages, signal);
    const calls = Array.isArray(answer.tool_calls) ? answer.tool_calls : [];
    if (calls.length === 0) {
      const text = typeof answer.content === 'string' ? answer.content.trim() : '';
      if (!text) throw new ModelFailure('The model sent an empty answer');
      const ungrounded = ungroundedFacts(text, sources);
      if (ungrounded.length) throw new ModelFailure(`The model stated facts no tool gave: ${ungrounded.join(', ')}`);
      return { text, cards: cardsNamedIn(text, [...cards.values()]), offerHandOver };
    }
    messages.push({ role: 'assistant', content: typeof answer.content === 'string' ? answer.content : null, tool_calls: calls });
    for (const call of calls) {
      if (signal.aborted) throw new ModelFailure('The model did not answer in time');
      const outcome = await runModelTool(ctx, String(call.function?.name ?? ''), String(call.function?.arguments ?? ''));
      const content = JSON.stringify(outcome.data);
      sources.push(content);
      for (const card of outcome.cards) cards.set(`${card.kind}:${card.id}`, card);
      if (outcome.handOver) offerHandOver = true;
      messages.push({ role: 'tool', tool_call_id: String(call.id ?? ''), content });
    }
  }
  throw new ModelFailure(`The model did not answer within ${config.LLM_MAX_TOOL_ROUNDS} rounds`);
}
