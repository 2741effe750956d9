// The built-in assistant (the default, offline): understands the message (understand.ts), runs
// the tool the request calls for, and writes the answer with the fixed phrases of the caller's
// language around what the tool returned. Every name, price, date and figure in an answer is a
// value a tool read from the database (or the spec's cargo rates); nothing is made up.
import { amountToCents } from '@shared/money';
import type { AssistantCard } from '@shared/schemas/assistant';
import { bookingStateWord } from '@shared/booking-vocabulary';
import { currentLanguage, t } from '../../core/i18n';
import { arrivalDayShift, bullet, day, dollars, joinParts, money } from './phrasing';
import {
  bookingCard,
  businessInfo,
  cancellationRules,
  findProducts,
  myBookings,
  pageCard,
  productCard,
  quoteCargo,
  quoteTaxi,
  shipmentCard,
  taxiTariffs,
  track,
} from './tools/service-tools';
import type { Shown, ToolContext } from './tools/tool-context';
import { carCard, findCars, findFlights, findHotels, findTours, flightCard, hotelCard, tourCard } from './tools/travel-tools';
import { understand, type DialogueState, type SearchIntent, type Slots } from './understand';
import { placeLabel } from './translate';

export interface EngineReply {
  text: string;
  cards: AssistantCard[];
  offerHandOver: boolean;
  /** What a search showed, for follow-ups; null for other answers. */
  state: DialogueState | null;
  /** About the traveller's own data: never sent to a language model. */
  personal: boolean;
}

const reply = (lines: (string | null | undefined | false)[], extra: Partial<EngineReply> = {}): EngineReply => ({
  text: lines.filter(Boolean).join('\n'),
  cards: [],
  offerHandOver: false,
  state: null,
  personal: false,
  ...extra,
});

/** The criteria understood, so the traveller sees what was searched and can correct it. */
function lookingFor(intent: SearchIntent, slots: Slots): string | null {
  const parts: string[] = [];
  const label = (name: string) => placeLabel(name, currentLanguage());
  const place = intent === 'flights' ? null : slots.place ? label(slots.place.name) : slots.unknownPlace;
  if (place) parts.push(place);
  if (intent === 'flights') {
    const from = slots.from && label(slots.from.name);
    const to = slots.to ? label(slots.to.name) : slots.unknownPlace;
    if (from || to) parts.push([from, to].filter(Boolean).join(' → '));
  }
  if (slots.theme && intent === 'tours') parts.push(t(`assistant:criteria.${slots.theme}`));
  if (intent === 'tours' && (slots.minDays !== undefined || slots.maxDays !== undefined)) {
    if (slots.minDays === slots.maxDays) parts.push(t('assistant:criteria.days', { count: slots.minDays }));
    else if (slots.minDays !== undefined && slots.maxDays !== undefined)
      parts.push(t('assistant:criteria.daysRange', { min: slots.minDays, max: slots.maxDays }));
    else if (slots.maxDays !== undefined) parts.push(t('assistant:criteria.maxDays', { count: slots.maxDays }));
    else parts.push(t('assistant:criteria.minDays', { count: slots.minDays }));
  }
  if (intent === 'hotels' && slots.minRating !== undefined) parts.push(t('assistant:criteria.rating', { rating: slots.minRating }));
  if (intent === 'flights' && slots.cabinClass) parts.push(t(`assistant:criteria.${slots.cabinClass}`));
  if (intent === 'flights' && slots.nonStop) parts.push(t('assistant:flights.nonStop'));
  if (intent === 'cars' && slots.carCategory) parts.push(slots.carCategory);
  if (slots.people && (intent === 'flights' || intent === 'hotels')) parts.push(t('assistant:criteria.people', { count: slots.people }));
  if (intent !== 'products') {
    if (slots.minCents !== undefined) parts.push(t('assistant:criteria.minPrice', { amount: dollars(slots.minCents) }));
    if (slots.maxCents !== undefined) parts.push(t('assistant:criteria.maxPrice', { amount: dollars(slots.maxCents) }));
    if (slots.belowCents !== undefined) parts.push(t('assistant:criteria.cheaperThan', { amount: dollars(slots.belowCents) }));
    if (slots.byPrice) parts.push(t('assistant:criteria.cheapest'));
  }
  return parts.length ? t('assistant:lookingFor', { criteria: parts.join(' · ') }) : null;
}

/** 'Showing 6–10 of 12.' and 'Say more' when there is more than one page. */
function paging<T>(shown: Shown<T>): string[] {
  const lines: string[] = [];
  if (shown.total > shown.items.length)
    lines.push(t('assistant:showing', { from: shown.offset + 1, to: shown.offset + shown.items.length, total: shown.total }));
  if (shown.offset + shown.items.length < shown.total) lines.push(t('assistant:moreHint'));
  return lines;
}

/** The highest price shown (the bar 'cheaper' goes under), when every price is in one currency. */
function highest(prices: { amount: string; currency: string }[]): number | null {
  if (prices.length === 0 || new Set(prices.map((price) => price.currency)).size > 1) return null;
  return Math.max(...prices.map((price) => amountToCents(price.amount)));
}

function stateOf(intent: SearchIntent, slots: Slots, shown: Shown<unknown>, cards: AssistantCard[]): DialogueState {
  return { intent, slots, offset: shown.offset, shown: shown.items.length, highestCents: highest(cards.flatMap((card) => (card.price ? [card.price] : []))) };
}

/** A search answer: what was looked for, one line per result, how to act on them. */
function searchReply(
  intent: SearchIntent,
  slots: Slots,
  shown: Shown<unknown>,
  header: string,
  none: string,
  lines: string[],
  cards: AssistantCard[],
  footer: string,
): EngineReply {
  const criteria = lookingFor(intent, slots);
  if (shown.items.length === 0) {
    if (shown.offset > 0 && shown.total > 0) return reply([t('assistant:noMore')], { state: stateOf(intent, slots, shown, cards) });
    return reply([none, criteria], { offerHandOver: true, state: stateOf(intent, slots, shown, cards) });
  }
  return reply([header, criteria, ...lines, ...paging(shown), footer], { cards, state: stateOf(intent, slots, shown, cards) });
}

async function answerSearch(ctx: ToolContext, intent: SearchIntent, slots: Slots, offset: number): Promise<EngineReply> {
  if (intent === 'tours') {
    const shown = await findTours(ctx, { ...slots, placeText: slots.unknownPlace, offset });
    const lines = shown.items.map((tour) =>
      bullet(
        tour.name,
        joinParts([
          tour.location,
          tour.duration,
          t('assistant:tours.price', { price: money(tour.price, tour.currency) }),
          tour.departureDate ? t('assistant:tours.departure', { date: day(tour.departureDate) }) : t('assistant:tours.noDeparture'),
          tour.placesAvailable !== null && t('assistant:tours.places', { count: tour.placesAvailable }),
        ]),
      ),
    );
    return searchReply(intent, slots, shown, t('assistant:tours.found'), t('assistant:tours.none'), lines, shown.items.map(tourCard), t('assistant:tapToBook'));
  }
  if (intent === 'hotels') {
    const shown = await findHotels(ctx, {
      ...slots,
      placeText: slots.unknownPlace,
      checkIn: slots.date,
      checkOut: slots.endDate,
      guests: slots.people,
      offset,
    });
    const stay = shown.items[0];
    const lines = shown.items.map((hotel) =>
      bullet(
        hotel.name,
        joinParts([
          hotel.location,
          t('assistant:hotels.rating', { rating: hotel.rating }),
          t('assistant:hotels.price', { price: money(hotel.pricePerNight, hotel.currency) }),
          t('assistant:hotels.rooms', { count: hotel.roomsAvailable }),
        ]),
      ),
    );
    const header = stay ? t('assistant:hotels.found', { checkIn: day(stay.checkIn), checkOut: day(stay.checkOut) }) : '';
    const none = t('assistant:hotels.none');
    return searchReply(
      intent,
      slots,
      shown,
      header,
      none,
      lines,
      shown.items.map((hotel) => hotelCard(hotel, slots.people)),
      t('assistant:tapToBook'),
    );
  }
  if (intent === 'flights') {
    if (!slots.to && !slots.from && !slots.unknownPlace) return reply([t('assistant:flights.askDestination')]);
    const shown = await findFlights(ctx, { ...slots, toText: slots.to ? undefined : slots.unknownPlace, passengers: slots.people, offset });
    const lines = shown.items.map((flight) =>
      bullet(
        `${flight.airline} ${flight.flightNumber}`,
        joinParts([
          `${flight.fromAirport} → ${flight.toAirport}`,
          `${flight.departureTime}–${flight.arrivalTime}${arrivalDayShift(flight.date, flight.arrivalDate)}`,
          flight.duration,
          flight.stops === 0
            ? t('assistant:flights.nonStop')
            : joinParts([t('assistant:flights.oneStop'), flight.via && t('assistant:flights.via', { airport: flight.via })]),
          t('assistant:flights.price', { price: money(flight.price, flight.currency) }),
          t(`assistant:flights.${flight.class}`),
          t('assistant:flights.seats', { count: flight.seatsAvailable }),
        ]),
      ),
    );
    return searchReply(
      intent,
      slots,
      shown,
      t('assistant:flights.found', { date: day(shown.date) }),
      t('assistant:flights.none', { date: day(shown.date) }),
      lines,
      shown.items.map((flight) => flightCard(flight, slots.people)),
      t('assistant:tapToBook'),
    );
  }
  if (intent === 'cars') {
    const shown = await findCars(ctx, {
      ...slots,
      placeText: slots.unknownPlace,
      category: slots.carCategory,
      pickupDate: slots.date,
      returnDate: slots.endDate,
      days: slots.nights,
      offset,
    });
    const rental = shown.items[0];
    const lines = shown.items.map((car) =>
      bullet(
        `${car.brand} ${car.model}`,
        joinParts([
          car.category,
          car.location,
          t('assistant:cars.seats', { count: car.seats }),
          t('assistant:cars.price', { price: money(car.pricePerDay, car.currency) }),
          t('assistant:cars.units', { count: car.unitsAvailable }),
        ]),
      ),
    );
    const header = rental ? t('assistant:cars.found', { pickup: day(rental.pickupDate), return: day(rental.returnDate) }) : '';
    return searchReply(intent, slots, shown, header, t('assistant:cars.none'), lines, shown.items.map(carCard), t('assistant:tapToBook'));
  }
  const shown = await findProducts(ctx, {
    text: slots.productText,
    words: slots.productWords,
    category: slots.productCategory,
    region: slots.productRegion,
    placeText: slots.place?.kind === 'country' ? slots.place.name : undefined,
    offset,
  });
  const lines = shown.items.map((product) =>
    bullet(
      product.name,
      joinParts([
        product.brand,
        product.country,
        money(product.price, product.currency),
        product.rating && t('assistant:products.rating', { rating: product.rating }),
        product.inStock ? t('assistant:products.stock', { count: product.stockQuantity }) : t('assistant:products.soldOut'),
      ]),
    ),
  );
  return searchReply(
    intent,
    slots,
    shown,
    t('assistant:products.found'),
    t('assistant:products.none'),
    lines,
    shown.items.map(productCard),
    t('assistant:tapToOpen'),
  );
}

function answerCargoQuote(slots: Slots): EngineReply {
  const quote = quoteCargo(slots.weightGrams, slots.cargoType);
  const lines = quote.lines.map((line) =>
    bullet(
      t(`assistant:cargo.methods.${line.method}`),
      line.tooHeavy
        ? t('assistant:cargo.tooHeavy', { max: line.maxWeightKg })
        : quote.weightKg
          ? t('assistant:cargo.line', { price: money(line.price, 'USD'), rate: money(line.ratePerKg, 'USD'), min: line.minDays, max: line.maxDays })
          : t('assistant:cargo.rateLine', { rate: money(line.ratePerKg, 'USD'), min: line.minDays, max: line.maxDays }),
    ),
  );
  return reply([
    quote.weightKg ? t('assistant:cargo.quote', { weight: quote.weightKg }) : t('assistant:cargo.rates'),
    ...lines,
    quote.weightKg ? t('assistant:cargo.howToShip') : t('assistant:cargo.askWeight'),
  ]);
}

async function answerTracking(ctx: ToolContext, slots: Slots): Promise<EngineReply> {
  if (!slots.trackingNumber) return reply([t('assistant:tracking.ask')]);
  const result = await track(ctx, slots.trackingNumber);
  if (!result.found) {
    return reply([t(`assistant:tracking.${result.reason}`)]);
  }
  const shipment = result.shipment;
  const latest = shipment.history.at(-1);
  return reply(
    [
      t('assistant:tracking.status', { number: shipment.trackingNumber, status: t(`assistant:tracking.statuses.${shipment.status}`) }),
      shipment.view === 'sender'
        ? t('assistant:tracking.route', {
            from: shipment.fromLocation,
            to: shipment.toLocation,
            method: t(`assistant:cargo.methods.${shipment.cargoType}`),
            weight: shipment.weight,
            price: money(shipment.price, shipment.currency),
          })
        : t('assistant:tracking.publicRoute', { from: shipment.fromCity, to: shipment.toCity, method: t(`assistant:cargo.methods.${shipment.cargoType}`) }),
      shipment.deliveredAt
        ? t('assistant:tracking.delivered', { date: day(shipment.deliveredAt.slice(0, 10)) })
        : t('assistant:tracking.estimated', { date: day(shipment.estimatedDelivery.slice(0, 10)) }),
      latest && t('assistant:tracking.latest', { event: latest.title, location: latest.location, date: day(latest.occurredAt.slice(0, 10)) }),
    ],
    { cards: [shipmentCard(shipment)] },
  );
}

async function answerMyBookings(ctx: ToolContext, slots: Slots): Promise<EngineReply> {
  if (!ctx.user) return reply([t('assistant:bookings.signIn')]);
  const { items, total, code, named } = await myBookings(ctx, { code: slots.confirmationCode, words: slots.bookingWords, date: slots.date });
  if (code && items.length === 0) return reply([t('assistant:bookings.codeNotFound', { code })], { personal: true });
  if (named && items.length === 0) return reply([t('assistant:bookings.nameNotFound')], { personal: true });
  if (items.length === 0) return reply([t('assistant:bookings.none')], { personal: true });
  const lines = items.map((booking) =>
    bullet(
      booking.bookingDetails.itemName,
      t('assistant:bookings.line', {
        code: booking.confirmationCode,
        status: t(`assistant:bookings.statuses.${bookingStateWord({ ...booking, progress: booking.bookingDetails.progress })}`),
        dates: booking.startDate
          ? booking.endDate && booking.endDate !== booking.startDate
            ? `${day(booking.startDate)} – ${day(booking.endDate)}`
            : day(booking.startDate)
          : '',
        total: money(booking.totalAmount, booking.currency),
      }),
    ),
  );
  const header = code
    ? t('assistant:bookings.code', { code })
    : named
      ? t('assistant:bookings.named', { count: items.length })
      : t('assistant:bookings.found', { total });
  const pending = items.some((booking) => booking.status === 'pending');
  return reply([header, ...lines, pending && t('assistant:bookings.pendingNote'), t('assistant:tapToOpen')], { cards: items.map(bookingCard), personal: true });
}

async function answerTaxi(ctx: ToolContext, slots: Slots): Promise<EngineReply> {
  const vehicle = (type: string) => t(`assistant:taxi.vehicles.${type}`);
  if (slots.taxiFrom && slots.taxiTo) {
    const trip = await quoteTaxi(ctx, slots.taxiFrom, slots.taxiTo);
    if (!trip.found) return reply([trip.reason, t('assistant:taxi.askTrip')]);
    return reply([
      t('assistant:taxi.fares', {
        from: trip.pickup,
        to: trip.dropoff,
        city: trip.city,
        km: trip.distanceKm,
        minutes: t('assistant:taxi.minutes', { count: trip.minutes }),
      }),
      ...trip.fares.map((line) => bullet(vehicle(line.vehicleType), money(line.fare, 'USD'))),
      t('assistant:taxi.howToBook'),
    ]);
  }
  return reply([
    t('assistant:taxi.tariff'),
    ...taxiTariffs().map((line) =>
      bullet(
        vehicle(line.vehicleType),
        t('assistant:taxi.tariffLine', { base: money(line.base, 'USD'), perKm: money(line.perKm, 'USD'), perMinute: money(line.perMinute, 'USD') }),
      ),
    ),
    t('assistant:taxi.askTrip'),
  ]);
}

async function answerHours(ctx: ToolContext, withContact: boolean): Promise<EngineReply> {
  const card = await businessInfo(ctx);
  const hours = [
    t('assistant:hours.title'),
    ...card.hours.map((line) => t('assistant:hours.line', { days: t(`assistant:hours.days.${line.days}`, { defaultValue: line.days }), hours: line.hours })),
    t('assistant:hours.emergency', { hours: card.emergency }),
  ];
  const contact = [
    t('assistant:contact.title', { brand: card.brandName }),
    t('assistant:contact.phone', { phone: card.phone }),
    t('assistant:contact.email', { email: card.email }),
    t('assistant:contact.whatsapp', { url: card.whatsappUrl }),
  ];
  return reply(withContact ? [...contact, '', ...hours] : hours, { cards: [pageCard('/contact', t('assistant:contact.page'))] });
}

function answerCancel(ctx: ToolContext): EngineReply {
  const rules = cancellationRules(ctx);
  const fee = (type: string) => money(rules.taxiFees.find((line) => line.vehicleType === type)!.fee, 'USD');
  return reply(
    [
      t('assistant:cancel.title'),
      bullet(t('assistant:cancel.travel'), ''),
      bullet(t('assistant:cancel.holds', { minutes: rules.holdMinutes }), ''),
      bullet(t('assistant:cancel.taxi', { economy: fee('Economy'), comfort: fee('Comfort'), premium: fee('Premium') }), ''),
      bullet(t('assistant:cancel.orders'), ''),
      bullet(t('assistant:cancel.cargo'), ''),
    ],
    { cards: [pageCard('/bookings', t('assistant:cancel.page'))] },
  );
}

/** The built-in assistant's answer to `message`, after the previous answer's search (if any). */
export async function answerBuiltIn(ctx: ToolContext, message: string, previous: DialogueState | null): Promise<EngineReply> {
  const { intent, slots, more } = understand(message, ctx.gazetteer, ctx.today, previous, currentLanguage());
  switch (intent) {
    case 'tours':
    case 'hotels':
    case 'flights':
    case 'cars':
    case 'products':
      return answerSearch(ctx, intent, slots, more && previous ? previous.offset + previous.shown : 0);
    case 'cargoQuote':
      return answerCargoQuote(slots);
    case 'track':
      return answerTracking(ctx, slots);
    case 'myBookings':
      return answerMyBookings(ctx, slots);
    case 'taxi':
      return answerTaxi(ctx, slots);
    case 'hours':
      return answerHours(ctx, false);
    case 'contact':
      return answerHours(ctx, true);
    case 'cancel':
      return answerCancel(ctx);
    case 'human':
      return reply([t('assistant:human')], { offerHandOver: true });
    case 'greeting':
      return reply([t('assistant:greeting')]);
    case 'help':
      return reply([t('assistant:help')]);
    case 'thanks':
      return reply([t('assistant:thanks')]);
    default:
      return reply([t('assistant:unknown')], { offerHandOver: true });
  }
}
