import { describe, expect, it } from 'vitest';
import { EMPTY_SHIP_FORM, dimensionsProblem, estimateAmount, phoneProblem, shipProblem, weightProblem } from './ship-form';

describe('the Ship Cargo form', () => {
  const filled = {
    ...EMPTY_SHIP_FORM,
    fromLocation: 'Nairobi',
    toLocation: 'Dubai',
    weight: '12.5',
    cargoType: 'air' as const,
    senderName: 'Amina Otieno',
    senderPhone: '+254 712 345 678',
    senderAddress: 'Ngong Road 4B, Nairobi',
    recipientName: 'Omar Haddad',
    recipientPhone: '+971 50 123 4567',
    recipientAddress: 'Sheikh Zayed Road 12, Dubai',
    pickupDate: '2026-12-01',
  };

  it('reads dimensions in cm with or without the unit, and says so for anything else', () => {
    for (const dimensions of ['40 x 30 x 20', '40x30x20', '40 × 30 × 20 cm', '40X30X20CM', '']) expect(dimensionsProblem(dimensions), dimensions).toBeNull();
    for (const dimensions of ['40 by 30 by 20', '40 x 30', '40 x 30 x 20 in']) expect(dimensionsProblem(dimensions), dimensions).toBe('dimensions');
    expect(shipProblem({ ...filled, dimensions: '40x30x20' })).toBeNull();
  });

  it('checks the weight and the phones alone, for leaving the field', () => {
    expect(weightProblem({ weight: '', cargoType: 'air' })).toBeNull();
    expect(weightProblem({ weight: 'ten', cargoType: 'air' })).toBe('invalidWeight');
    expect(weightProblem({ weight: '501', cargoType: 'air' })).toBe('tooHeavy');
    expect(phoneProblem('call me')).toBe('phone');
    expect(phoneProblem('+254 712 345 678')).toBeNull();
    expect(shipProblem({ ...filled, recipientPhone: 'call me' })).toBe('phone');
    expect(shipProblem({ ...filled, senderAddress: ' ' })).toBe('missing');
  });

  it('asks for from, to and weight first, then a valid weight', () => {
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
