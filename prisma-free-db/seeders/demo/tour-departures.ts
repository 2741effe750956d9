// DEMO DATA: when each demo tour package departs (days of the week, 0 = Sunday) and how many
// places a departure has. The seeder publishes departures for the coming days (rolling).
export const demoTourSchedules: { tourId: string; days: number[]; places: number }[] = [
  { tourId: 'tour-1', days: [1, 4], places: 12 },
  { tourId: 'tour-2', days: [0, 2, 5], places: 16 },
  { tourId: 'tour-3', days: [1, 3, 5, 6], places: 20 },
  { tourId: 'tour-4', days: [1, 3, 6], places: 14 },
  { tourId: 'tour-5', days: [2, 4, 6], places: 12 },
  { tourId: 'tour-6', days: [5], places: 8 },
  { tourId: 'tour-7', days: [0], places: 10 },
  { tourId: 'tour-8', days: [0, 1, 2, 3, 4, 5, 6], places: 20 },
];
