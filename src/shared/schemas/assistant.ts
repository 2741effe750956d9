import { z } from 'zod';
import { ZEmail } from './auth';
import { BOOKABLE_TYPES } from './bookings';
import { ZCalendarDate } from './common';
import { zText } from './text';

// The AI travel assistant (docs/assistant.md): POST /api/ai-chat (message,
// domainContext → response) plus the cards that link to booking, tracking or the product, the
// conversation the server keeps, and the hand-over to a person. The enums here are the only
// declaration: the entities (prisma-free-db/entities/assistant.ts) and the client use them.

/** Longest message a traveller may send. */
export const ASSISTANT_MESSAGE_MAX = 1000;
/** Most cards one answer carries. */
export const ASSISTANT_MAX_CARDS = 5;

/** Who wrote an answer: the built-in assistant, or the configured language model. */
export const ASSISTANT_SOURCES = ['builtin', 'model'] as const;
export type AssistantSource = (typeof ASSISTANT_SOURCES)[number];

export const ASSISTANT_CARD_KINDS = ['tour', 'hotel', 'flight', 'car', 'product', 'shipment', 'booking', 'page'] as const;
export type AssistantCardKind = (typeof ASSISTANT_CARD_KINDS)[number];

/** What a price is for, so the panel can say 'per night' in the traveller's language. */
export const ASSISTANT_PRICE_UNITS = ['person', 'night', 'day', 'item', 'trip'] as const;

/**
 * The spec's domainContext: accepted for compatibility and otherwise unused. The server takes
 * the brand from the request's host, so a client cannot make the assistant speak for another
 * brand. Unknown fields are dropped.
 */
export const ZAssistantDomainContext = z
  .object({
    domain: zText({ max: 253, min: 0 }).optional(),
    branding: z.object({ name: zText({ max: 100, min: 0 }).optional(), theme: zText({ max: 40, min: 0 }).optional() }).optional(),
  })
  .optional();

export const ZAiChatRequest = z.object({
  message: zText({ max: ASSISTANT_MESSAGE_MAX, multiline: true }).describe('What the traveller wrote (plain text)'),
  domainContext: ZAssistantDomainContext,
});
export type AiChatRequest = z.input<typeof ZAiChatRequest>;

/** The booking a card starts (POST /api/bookings with these fields), for hotels, flights and cars. */
export const ZAssistantBooking = z.object({
  type: z.enum(BOOKABLE_TYPES),
  itemId: z.string(),
  startDate: ZCalendarDate.optional(),
  endDate: ZCalendarDate.optional(),
  quantity: z.number().int().min(1).optional(),
  /** Hotels: the guests (the cheapest rooms that fit them are booked). */
  adults: z.number().int().min(1).optional(),
});
export type AssistantBooking = z.infer<typeof ZAssistantBooking>;

export const ZAssistantCardAction = z.discriminatedUnion('type', [
  /** An in-app path: a tour's booking, the product, a shipment's tracking page, a booking. */
  z.object({ type: z.literal('open'), path: z.string().regex(/^\//, 'An in-app path') }),
  /** Start this booking (a pending hold), then checkout. */
  z.object({ type: z.literal('book'), booking: ZAssistantBooking }),
]);
export type AssistantCardAction = z.infer<typeof ZAssistantCardAction>;

/**
 * One item the answer names, as the database has it. Texts are catalogue data (names,
 * locations), shown as stored; `page` cards name a screen in the caller's language.
 */
export const ZAssistantCard = z.object({
  kind: z.enum(ASSISTANT_CARD_KINDS),
  /** The item's id: tour, hotel, flight seat, car, product; a tracking number; a booking id; a path. */
  id: z.string(),
  title: z.string(),
  subtitle: z.string().nullable(),
  image: z.string().nullable(),
  price: z
    .object({
      /** Decimal string in the currency's own minor units ('749.00', '45000' UGX). */
      amount: z.string().regex(/^\d+(\.\d{1,3})?$/),
      currency: z.string(),
      per: z.enum(ASSISTANT_PRICE_UNITS).nullable(),
    })
    .nullable(),
  /** Departure, check-in, flight, pickup or estimated delivery date. */
  date: ZCalendarDate.nullable(),
  /** Check-out or return date. */
  endDate: ZCalendarDate.nullable(),
  rating: z.string().nullable(),
  /** A shipment's or booking's status (cargo: pending, in_transit, delivered; booking: confirmed…). */
  status: z.string().nullable(),
  /** Places, rooms, seats, cars or stock left. */
  available: z.number().int().nullable(),
  action: ZAssistantCardAction,
});
export type AssistantCard = z.infer<typeof ZAssistantCard>;

export const ZAiChatReply = z.object({
  /** The answer as plain text (field). */
  response: z.string(),
  cards: z.array(ZAssistantCard),
  /** The assistant could not answer: offer 'Talk to a person'. */
  offerHandOver: z.boolean(),
  source: z.enum(ASSISTANT_SOURCES),
  turnId: z.uuid(),
});
export type AiChatReply = z.infer<typeof ZAiChatReply>;

export const ZAssistantTurn = z.object({
  id: z.uuid(),
  message: z.string(),
  response: z.string(),
  cards: z.array(ZAssistantCard),
  offerHandOver: z.boolean(),
  source: z.enum(ASSISTANT_SOURCES),
  createdAt: z.iso.datetime(),
});
export type AssistantTurn = z.infer<typeof ZAssistantTurn>;

/** The turns the server keeps (the last ASSISTANT_MEMORY_TURNS), oldest first. */
export const ZAssistantConversation = z.object({
  turns: z.array(ZAssistantTurn),
  /** When the conversation was last handed over to a person, if ever. */
  handedOverAt: z.iso.datetime().nullable(),
});
export type AssistantConversation = z.infer<typeof ZAssistantConversation>;

/**
 * 'Talk to a person': the conversation goes to the staff inbox. Signed in, the account's name
 * and e-mail are used (replies come to the traveller's conversations); signed out, the
 * traveller gives the name and e-mail replies should go to.
 */
export const ZHandOverRequest = z.object({
  name: zText({ max: 100 }).optional(),
  email: ZEmail.optional(),
  /** A note for staff beside the transcript. */
  note: zText({ max: 2000, multiline: true, min: 0 })
    .transform((value) => value || undefined)
    .optional(),
});
export type HandOverRequest = z.input<typeof ZHandOverRequest>;

export const ZHandOverResult = z.object({
  threadId: z.uuid(),
  /** The inbox e-mail that carries the transcript. */
  emailId: z.uuid(),
  /** False when nothing new was said since the last hand-over: the same thread, nothing stored again. */
  created: z.boolean(),
  /** Signed in: where the traveller reads staff replies (their conversation). */
  conversationPath: z.string().nullable(),
});
export type HandOverResult = z.infer<typeof ZHandOverResult>;
