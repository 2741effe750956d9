import { describe, expect, it } from 'vitest';
import { EMPTY_SHIP_FORM, estimateAmount, shipProblem } from './ship-form';

describe('the Ship Cargo form', () => {
  const filled = { ...EMPTY_SHIP_FORM, fromLocation: 'Nairobi', toLocation: 'Dubai', weight: '12.5', cargoType: 'air' as const };

  it('asks for from, to and weight first, then a valid weight (spec §5)', () => {
    expect(shipProblem(EMPTY_SHIP_FORM)).toBe('missing');
    expect(shipProblem({ ...filled, toLocation: ' ' })).toBe('missing');
    expect(shipProblem({ ...filled, weight: '0' })).toBe('invalidWeight');
    expect(shipProblem({ ...filled, weight: 'abc' })).toBe('invalidWeight');
    expect(shipProblem({ ...filled, weight: '501' })).toBe('tooHeavy');
    expect(shipProblem({ ...filled, dimensions: '40 by 30' })).toBe('dimensions');
    expect(shipProblem({ ...filled, weight: '12,5', dimensions: '40 x 30 x 20 cm' })).toBeNull();
  });

  it('estimates live with 2 decimals at air 8, sea 3, road 5 per kg', () => {
    expect(estimateAmount({ weight: '12.5', cargoType: 'air' })).toBe('100.00');
    expect(estimateAmount({ weight: '12.5', cargoType: 'sea' })).toBe('37.50');
    expect(estimateAmount({ weight: '1.005', cargoType: 'road' })).toBe('5.03');
    expect(estimateAmount({ weight: '', cargoType: 'road' })).toBeNull();
  });
});
