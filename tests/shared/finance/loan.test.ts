import { annuityPayment, loanTermsFromForm } from '@pvd/shared/finance/loan';
import { describe, expect, it } from 'vitest';

describe('annuityPayment', () => {
  it('matches the capital recovery factor of the interest tables, (A/P, 10 %, 5) = 0.2638', () => {
    // Source: W. G. Sullivan, E. M. Wicks, C. P. Koelling, Engineering Economy, 16th ed.,
    // Pearson, 2015, Appendix C, 10 % table. By hand: 0.1 · 1.1^5 / (1.1^5 − 1)
    // = 0.1 · 1.61051 / 0.61051 = 0.263797.
    expect(annuityPayment(1000, 0.1, 5)).toBeCloseTo(263.797, 3);
    expect(annuityPayment(1, 0.1, 5)).toBeCloseTo(0.2638, 4);
  });

  it('matches (A/P, 8 %, 10) = 0.14903', () => {
    // Same tables, 8 %: 0.08 · 1.08^10 / (1.08^10 − 1) = 0.08 · 2.158925 / 1.158925 = 0.149029
    expect(annuityPayment(10000, 0.08, 10)).toBeCloseTo(1490.29, 2);
  });

  it('repays exactly the principal in present value', () => {
    // Prepare
    const principal = 56000;
    const rate = 0.049;
    // Act
    const payment = annuityPayment(principal, rate, 10);
    // Assess: Σ A / (1 + r)^t over the term equals the amount borrowed
    let presentValue = 0;
    for (let t = 1; t <= 10; t++) presentValue += payment / (1 + rate) ** t;
    expect(presentValue).toBeCloseTo(principal, 6);
  });

  it('splits the principal evenly without interest (r = 0)', () => {
    expect(annuityPayment(40000, 0, 4)).toBe(10000);
  });

  it('rejects a term that is not a positive whole number of years', () => {
    expect(() => annuityPayment(1000, 0.05, 0)).toThrow(RangeError);
    expect(() => annuityPayment(1000, 0.05, 2.5)).toThrow(RangeError);
    expect(() => annuityPayment(1000, -1, 5)).toThrow(RangeError);
  });
});

describe('loanTermsFromForm', () => {
  it('borrows the proportion of the investment, rate from percent to fraction', () => {
    expect(loanTermsFromForm(80000, { proportion: 70, interestRate: 4.9, years: 10 }, true)).toEqual({
      principal: 56000,
      annualInterestRate: 0.049,
      years: 10,
    });
  });

  it('borrows nothing when the loan is off, or its proportion or term is 0', () => {
    const none = { principal: 0, annualInterestRate: 0, years: 0 };
    expect(loanTermsFromForm(80000, { proportion: 70, interestRate: 4.9, years: 10 }, false)).toEqual(none);
    expect(loanTermsFromForm(80000, { proportion: 0, interestRate: 4.9, years: 10 }, true)).toEqual(none);
    expect(loanTermsFromForm(80000, { proportion: 70, interestRate: 4.9, years: 0 }, true)).toEqual(none);
  });

  it('never borrows more than the investment', () => {
    expect(loanTermsFromForm(1000, { proportion: 150, interestRate: 5, years: 5 }, true).principal).toBe(
      1000,
    );
  });
});
