// Every entity the ORM knows. A feature that adds an entity adds it here.
import { Brand } from './brand';
import { TourPackage } from './tour-package';
import { PopularDestination } from './popular-destination';
import { User } from './user';
import { AccountToken, KnownDevice, RecoveryCode, Session, SignInChallenge } from './session';
import { Booking } from './booking';
import { RateLimit } from './rate-limit';
import { Hotel, HotelNight, HotelRoomNight, HotelRoomType } from './hotel';
import { Airport, Flight, FlightSeat } from './flight';
import { Car, CarDay, CarLocation } from './car';
import { TourDeparture } from './tour-departure';
import { Payment } from './payment';
import { MobileMoneyCallbackReceipt, MobileMoneyPush } from './mobile-money';
import { IdempotencyKey } from './idempotency-key';
import { Job } from './job';
import { Notification } from './notification';
import { SetupMarker } from './setup-marker';
import { EmailMessage, MailOutbox, SupportThread } from './support';
import { Driver, Place, Ride, RideMessage, ScheduledRide, TaxiCity, TaxiQuote } from './taxi';
import { CargoEvent, CargoShipment } from './cargo';
import { ExchangeRate, Product, ProductReview } from './product';
import { Cart, CartLine } from './cart';
import { OrderLine, ShopOrder } from './shop-order';
import { Photo, PhotoVariant } from './photo';
import { AuditEvent } from './audit-event';
import { AppSecret } from './app-secret';
import { AssistantConversation, AssistantTurn } from './assistant';
import { AccountErasure, DataExport } from './data-export';
import { TravelReview } from './travel-review';
import { SavedTraveller } from './saved-traveller';

export const entities = [
  Brand,
  TourPackage,
  PopularDestination,
  User,
  Session,
  KnownDevice,
  AccountToken,
  SignInChallenge,
  RecoveryCode,
  Booking,
  RateLimit,
  Hotel,
  HotelNight,
  HotelRoomType,
  HotelRoomNight,
  Airport,
  Flight,
  FlightSeat,
  CarLocation,
  Car,
  CarDay,
  TourDeparture,
  Payment,
  MobileMoneyPush,
  MobileMoneyCallbackReceipt,
  IdempotencyKey,
  Job,
  Notification,
  SetupMarker,
  SupportThread,
  EmailMessage,
  MailOutbox,
  TaxiCity,
  Place,
  Driver,
  TaxiQuote,
  Ride,
  RideMessage,
  ScheduledRide,
  CargoShipment,
  CargoEvent,
  Product,
  ProductReview,
  ExchangeRate,
  Cart,
  CartLine,
  ShopOrder,
  OrderLine,
  Photo,
  PhotoVariant,
  AuditEvent,
  AssistantConversation,
  AssistantTurn,
  AppSecret,
  DataExport,
  AccountErasure,
  TravelReview,
  SavedTraveller,
];
