// The staff tools behind /admin's buttons, under /admin/* inside the StaffGate:
// the package manager, photos for hotels and cars, the catalogue's Kiswahili and Arabic texts, reports, users, brand settings, the
// audit trail, and the operations views (marketplace stock and prices, cargo shipments,
// active rides, exchange rates). Reports (with the charting library) load on their own, when opened.
import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { NotFoundPage } from '../../components/NotFoundPage';
import { AuditPage } from './audit/AuditPage';
import { PackageEditorPage } from './packages/PackageEditorPage';
import { PackageListPage } from './packages/PackageListPage';
import { CataloguePhotosPage } from './photos/CataloguePhotosPage';
import { ExchangeRatesPage } from './operations/ExchangeRatesPage';
import { RidesPage } from './operations/RidesPage';
import { ShipmentsPage } from './operations/ShipmentsPage';
import { StockPage } from './operations/StockPage';
import { SettingsPage } from './settings/SettingsPage';
import { CatalogueTextsPage } from './texts/CatalogueTextsPage';
import { UsersPage } from './users/UsersPage';

const ReportsPage = lazy(async () => ({ default: (await import('./reports/ReportsPage')).ReportsPage }));

export function BackOfficeRoutes() {
  return (
    <Routes>
      <Route path="packages" element={<PackageListPage />} />
      <Route path="packages/:id" element={<PackageEditorPage />} />
      <Route path="photos" element={<CataloguePhotosPage />} />
      <Route path="texts" element={<CatalogueTextsPage />} />
      <Route path="reports" element={<ReportsPage />} />
      <Route path="users" element={<UsersPage />} />
      <Route path="settings" element={<SettingsPage />} />
      <Route path="audit" element={<AuditPage />} />
      <Route path="stock" element={<StockPage />} />
      <Route path="shipments" element={<ShipmentsPage />} />
      <Route path="rides" element={<RidesPage />} />
      <Route path="rates" element={<ExchangeRatesPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
