// Spec §2 route table. A screen owned by a later issue shows an honest 'coming soon' state.
import { lazy, type ComponentType } from 'react';
import { Route, Routes } from 'react-router';
import { AppLayout } from './AppLayout';
import { HomePage } from '../features/home/HomePage';
import { AboutPage } from '../features/about/AboutPage';
import { ComingSoon } from '../components/ComingSoon';
import { NotFoundPage } from '../components/NotFoundPage';
import { StaffGate } from '../features/staff-gate/StaffGate';

// Screens load on first visit, so Home (the landing screen) is all a phone on a slow network
// downloads first. Named exports become lazy components here.
const lazyNamed = <K extends string>(load: () => Promise<Record<K, ComponentType<never>>>, name: K) =>
  lazy(async () => ({ default: (await load())[name] as ComponentType<object> }));

const ProfilePage = lazyNamed(() => import('../features/profile/ProfilePage'), 'ProfilePage');
const SearchPage = lazyNamed(() => import('../features/travel/search/SearchPage'), 'SearchPage');
const MyBookingsPage = lazyNamed(() => import('../features/travel/bookings/MyBookingsPage'), 'MyBookingsPage');
const CheckoutPage = lazyNamed(() => import('../features/travel/checkout/CheckoutPage'), 'CheckoutPage');
const AdminDashboard = lazyNamed(() => import('../features/travel/admin/AdminDashboard'), 'AdminDashboard');
const HotelBookingDialog = lazyNamed(() => import('../features/travel/hotels/HotelBookingDialog'), 'HotelBookingDialog');
const FlightDialog = lazyNamed(() => import('../features/travel/flights/FlightDialog'), 'FlightDialog');
const CarDialog = lazyNamed(() => import('../features/travel/cars/CarDialog'), 'CarDialog');

const serviceDialogs = { hotel: HotelBookingDialog, flight: FlightDialog, car: CarDialog };

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route index element={<HomePage serviceDialogs={serviceDialogs} />} />
        <Route path="search" element={<SearchPage />} />
        <Route path="shop" element={<ComingSoon title="Local Marketplace" description="Local products from East Africa and the Gulf are coming soon." />} />
        <Route path="bookings" element={<MyBookingsPage />} />
        <Route path="profile" element={<ProfilePage />} />
        <Route
          path="admin"
          element={
            <StaffGate area="Admin Dashboard">
              <AdminDashboard />
            </StaffGate>
          }
        />
        <Route path="checkout" element={<CheckoutPage />} />
        <Route path="about" element={<AboutPage />} />
        <Route path="contact" element={<ComingSoon title="Contact" description="The contact form and business card are coming soon." />} />
        <Route
          path="email-dashboard"
          element={
            <StaffGate area="Email Dashboard">
              <ComingSoon title="Email Dashboard" description="The staff inbox is coming soon." />
            </StaffGate>
          }
        />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
