// Every entity the ORM knows. A feature that adds an entity adds it here.
import { Brand } from './brand';
import { TourPackage } from './tour-package';
import { PopularDestination } from './popular-destination';
import { User } from './user';
import { Session } from './session';
import { Booking } from './booking';

export const entities = [Brand, TourPackage, PopularDestination, User, Session, Booking];
