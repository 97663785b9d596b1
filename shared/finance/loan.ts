/**
 * Loan repayment: equal yearly instalments with interest compounded yearly over the term
 * [FIN-2].
 */

/**
 * Yearly instalment that repays a loan with interest over its term (an annuity).
 *
 * @param principal - Amount borrowed. [currency]
 * @param annualInterestRate - Interest rate as a fraction, e.g. 0.049 for 4.9 %. [1/year]
 * @param years - Term: number of yearly instalments, a positive integer. [years]
 * @returns Yearly instalment. [currency/year]
 * @throws RangeError for a term that is not a positive integer or a rate ≤ -100 %.
 *
 * @remarks
 * Capital recovery factor: A = P · r(1+r)^n / ((1+r)^n − 1); for r = 0 its limit A = P / n.
 * Reference: W. G. Sullivan, E. M. Wicks and C. P. Koelling, *Engineering Economy*, 16th ed.,
 * Pearson, 2015, ch. 4, "(A/P, i%, N)".
 *
 * @example
 * annuityPayment(1000, 0.1, 5); // 263.797…, (A/P, 10 %, 5) = 0.2638
 */
export function annuityPayment(principal: number, annualInterestRate: number, years: number): number {
  if (!Number.isInteger(years) || years <= 0)
    throw new RangeError(`loan years must be a positive integer, got ${years}`);
  if (!(annualInterestRate > -1))
    throw new RangeError(`interest rate must be > -100 %, got ${annualInterestRate}`);
  if (annualInterestRate === 0) return principal / years;
  const growth = (1 + annualInterestRate) ** years;
  return (principal * annualInterestRate * growth) / (growth - 1);
}

/** A loan as the cash flow sees it. */
export interface LoanTerms {
  /** Amount borrowed at year 0. [currency] */
  principal: number;
  /** Interest rate as a fraction. [1/year] */
  annualInterestRate: number;
  /** Term. [years] */
  years: number;
}

/**
 * Loan terms from the investment form: `proportion` % of the investment borrowed at
 * `interestRate` % for `years` years. No loan (principal 0) when the loan is switched off,
 * the proportion or the term is 0.
 *
 * @param investment - Money invested at year 0. [currency]
 * @param loan - The form's loan block, percentages as the form holds them. [%], [%/year], [years]
 * @param needLoan - The form's loan switch.
 *
 * @example
 * loanTermsFromForm(80000, { proportion: 70, interestRate: 4.9, years: 10 }, true);
 * // { principal: 56000, annualInterestRate: 0.049, years: 10 }
 */
export function loanTermsFromForm(
  investment: number,
  loan: { proportion: number; interestRate: number; years: number },
  needLoan: boolean,
): LoanTerms {
  if (!needLoan || loan.proportion <= 0 || loan.years <= 0) {
    return { principal: 0, annualInterestRate: 0, years: 0 };
  }
  return {
    principal: (investment * Math.min(loan.proportion, 100)) / 100,
    annualInterestRate: loan.interestRate / 100,
    years: Math.round(loan.years),
  };
}
