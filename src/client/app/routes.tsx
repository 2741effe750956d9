// Spec §2 route table. A screen owned by a later issue shows an honest 'coming soon' state.
import { Route, Routes } from 'react-router';
import { AppLayout } from './AppLayout';
import { HomePage } from '../features/home/HomePage';
import { AboutPage } from '../features/about/AboutPage';
import { ComingSoon } from '../components/ComingSoon';
import { NotFoundPage } from '../components/NotFoundPage';
import { ProfilePage } from '../features/profile/ProfilePage';
import { StaffGate } from '../features/staff-gate/StaffGate';
import { HotelBookingDialog } from '../features/travel/hotels/HotelBookingDialog';
import { FlightDialog } from '../features/travel/flights/FlightDialog';
import { CarDialog } from '../features/travel/cars/CarDialog';
import { SearchPage } from '../features/travel/search/SearchPage';
import { MyBookingsPage } from '../features/travel/bookings/MyBookingsPage';
import { CheckoutPage } from '../features/travel/checkout/CheckoutPage';
import { AdminDashboard } from '../features/travel/admin/AdminDashboard';

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
