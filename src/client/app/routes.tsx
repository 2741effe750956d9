// Spec §2 route table. A screen owned by a later issue shows an honest 'coming soon' state.
import { Route, Routes } from 'react-router';
import { AppLayout } from './AppLayout';
import { HomePage } from '../features/home/HomePage';
import { AboutPage } from '../features/about/AboutPage';
import { ComingSoon } from '../components/ComingSoon';
import { NotFoundPage } from '../components/NotFoundPage';

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route index element={<HomePage />} />
        <Route path="search" element={<ComingSoon title="Search" description="Search across hotels, flights, cars and tours is on its way." />} />
        <Route path="shop" element={<ComingSoon title="Local Marketplace" description="Local products from East Africa and the Gulf are coming soon." />} />
        <Route path="bookings" element={<ComingSoon title="My Bookings" description="Your bookings will be listed here." />} />
        <Route path="profile" element={<ComingSoon title="Profile" description="Your profile is coming soon." />} />
        <Route path="admin" element={<ComingSoon title="Admin Dashboard" description="The staff dashboard is coming soon." />} />
        <Route path="checkout" element={<ComingSoon title="Checkout" description="Checkout opens when booking launches." />} />
        <Route path="about" element={<AboutPage />} />
        <Route path="contact" element={<ComingSoon title="Contact" description="The contact form and business card are coming soon." />} />
        <Route path="email-dashboard" element={<ComingSoon title="Email Dashboard" description="The staff inbox is coming soon." />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
