// Route table. A screen owned by a later issue shows an honest 'coming soon' state.
import { lazy, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Routes, useSearchParams } from 'react-router';
import { AppLayout } from './AppLayout';
import { HomePage } from '../features/home/HomePage';
import { NotFoundPage } from '../components/NotFoundPage';
import { StaffGate } from '../features/staff-gate/StaffGate';
import { i18n } from '../i18n/i18n';

// Screens load on first visit, so Home (the landing screen) is all a phone on a slow network
// downloads first. A screen's code and its translation namespaces download together.
const lazyScreen = <K extends string>(load: () => Promise<Record<K, ComponentType<never>>>, name: K, namespaces: string[]) =>
  lazy(async () => {
    const [module] = await Promise.all([load(), i18n.loadNamespaces(namespaces)]);
    return { default: module[name] as ComponentType<object> };
  });

const AboutPage = lazyScreen(() => import('../features/about/AboutPage'), 'AboutPage', ['about']);
const ResetPasswordPage = lazyScreen(() => import('../features/auth/ResetPasswordPage'), 'ResetPasswordPage', ['auth']);
const VerifyEmailPage = lazyScreen(() => import('../features/auth/VerifyEmailPage'), 'VerifyEmailPage', ['auth']);
const ProfilePage = lazyScreen(() => import('../features/profile/ProfilePage'), 'ProfilePage', ['profile', 'privacy']);
const DeleteAccountPage = lazyScreen(() => import('../features/profile/DeleteAccountPage'), 'DeleteAccountPage', ['privacy']);
const DataExportPage = lazyScreen(() => import('../features/profile/DataExportPage'), 'DataExportPage', ['privacy']);
const SearchPage = lazyScreen(() => import('../features/travel/search/SearchPage'), 'SearchPage', ['travel']);
const HotelDetailsPage = lazyScreen(() => import('../features/travel/hotels/HotelDetailsPage'), 'HotelDetailsPage', ['travel']);
const TourDetailsPage = lazyScreen(() => import('../features/travel/tours/TourDetailsPage'), 'TourDetailsPage', ['travel']);
const MyBookingsPage = lazyScreen(() => import('../features/travel/bookings/MyBookingsPage'), 'MyBookingsPage', ['travel', 'bookings']);
const ManageBookingPage = lazyScreen(() => import('../features/travel/bookings/ManageBookingPage'), 'ManageBookingPage', [
  'travel',
  'bookings',
  'checkout',
  'auth',
]);
const CheckoutPage = lazyScreen(() => import('../features/travel/checkout/CheckoutPage'), 'CheckoutPage', ['travel', 'checkout', 'bookings']);
const AdminDashboard = lazyScreen(() => import('../features/travel/admin/AdminDashboard'), 'AdminDashboard', ['travel', 'admin']);
const BackOfficeRoutes = lazyScreen(() => import('../features/backoffice/BackOfficeRoutes'), 'BackOfficeRoutes', [
  'admin',
  'backoffice',
  'travel',
  'about',
  'shop',
  'cargo',
  'taxi',
]);
const HotelBookingDialog = lazyScreen(() => import('../features/travel/hotels/HotelBookingDialog'), 'HotelBookingDialog', ['travel']);
const FlightDialog = lazyScreen(() => import('../features/travel/flights/FlightDialog'), 'FlightDialog', ['travel']);
const CarDialog = lazyScreen(() => import('../features/travel/cars/CarDialog'), 'CarDialog', ['travel']);
const ContactPage = lazyScreen(() => import('../features/support/ContactPage'), 'ContactPage', ['support']);
const EmailDashboardPage = lazyScreen(() => import('../features/support/EmailDashboardPage'), 'EmailDashboardPage', ['support']);
const TaxiDialog = lazyScreen(() => import('../features/taxi/TaxiDialog'), 'TaxiDialog', ['taxi']);
const CargoDialog = lazyScreen(() => import('../features/cargo/CargoDialog'), 'CargoDialog', ['cargo']);
const TrackRidePage = lazyScreen(() => import('../features/taxi/TrackRidePage'), 'TrackRidePage', ['taxi']);
const RideReceiptPage = lazyScreen(() => import('../features/taxi/RideReceiptPage'), 'RideReceiptPage', ['taxi']);
const SharedRidePage = lazyScreen(() => import('../features/taxi/TrackRidePage'), 'SharedRidePage', ['taxi']);
const TrackShipmentPage = lazyScreen(() => import('../features/cargo/TrackShipmentPage'), 'TrackShipmentPage', ['cargo']);
const ShipmentLabelPage = lazyScreen(() => import('../features/cargo/label/ShipmentLabelPage'), 'ShipmentLabelPage', ['cargo']);

const ShopPage = lazyScreen(() => import('../features/shop/ShopPage'), 'ShopPage', ['shop']);
const CartCheckoutPage = lazyScreen(() => import('../features/shop/CartCheckoutPage'), 'CartCheckoutPage', ['shop']);
const OrderPage = lazyScreen(() => import('../features/shop/OrderPage'), 'OrderPage', ['shop']);
const VoucherPage = lazyScreen(() => import('../features/vouchers/VoucherPage'), 'VoucherPage', ['vouchers', 'travel']);
const VerifyVoucherPage = lazyScreen(() => import('../features/vouchers/VerifyVoucherPage'), 'VerifyVoucherPage', ['vouchers', 'travel']);
// The chat panel's cards start bookings with the travel namespace's texts.
const AssistantPanel = lazyScreen(() => import('../features/assistant/AssistantPanel'), 'AssistantPanel', ['assistant', 'travel']);

const serviceDialogs = { hotel: HotelBookingDialog, flight: FlightDialog, car: CarDialog, taxi: TaxiDialog, cargo: CargoDialog };

/** /checkout pays a booking (?booking=<id>) or, with ?cart, turns the cart into an order first. */
function CheckoutRoute() {
  const [params] = useSearchParams();
  return params.has('cart') ? <CartCheckoutPage /> : <CheckoutPage />;
}

export function AppRoutes() {
  const { t } = useTranslation();
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route index element={<HomePage serviceDialogs={serviceDialogs} assistant={AssistantPanel} />} />
        <Route path="search" element={<SearchPage />} />
        <Route path="hotels/:id" element={<HotelDetailsPage />} />
        <Route path="tours/:id" element={<TourDetailsPage />} />
        <Route path="shop" element={<ShopPage />} />
        <Route path="shop/orders/:id" element={<OrderPage />} />
        <Route path="bookings" element={<MyBookingsPage />} />
        <Route path="bookings/:id/voucher" element={<VoucherPage />} />
        <Route path="manage-booking" element={<ManageBookingPage />} />
        <Route path="profile" element={<ProfilePage />} />
        <Route path="profile/delete" element={<DeleteAccountPage />} />
        <Route path="data-export" element={<DataExportPage />} />
        <Route path="reset-password" element={<ResetPasswordPage />} />
        <Route path="verify-email" element={<VerifyEmailPage />} />
        <Route
          path="admin"
          element={
            <StaffGate area={t('screens.admin.area')}>
              <AdminDashboard />
            </StaffGate>
          }
        />
        <Route
          path="admin/verify"
          element={
            <StaffGate area={t('screens.verifyVoucher.area')}>
              <VerifyVoucherPage />
            </StaffGate>
          }
        />
        <Route
          path="admin/*"
          element={
            <StaffGate area={t('screens.admin.area')}>
              <BackOfficeRoutes />
            </StaffGate>
          }
        />
        <Route path="checkout" element={<CheckoutRoute />} />
        <Route path="about" element={<AboutPage />} />
        <Route path="rides/:id" element={<TrackRidePage />} />
        <Route path="rides/:id/receipt" element={<RideReceiptPage />} />
        <Route path="track/ride/:token" element={<SharedRidePage />} />
        <Route path="track/:trackingNumber" element={<TrackShipmentPage />} />
        <Route path="track/:trackingNumber/label" element={<ShipmentLabelPage />} />
        <Route path="contact" element={<ContactPage />} />
        <Route
          path="email-dashboard"
          element={
            <StaffGate area={t('screens.emailDashboard.area')}>
              <EmailDashboardPage />
            </StaffGate>
          }
        />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
