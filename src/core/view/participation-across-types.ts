/**
 * Whether a change of the property type from `before` to `after` asks the owner's participation
 * again: between a short-term rental and any other type, not_limited changes what it answered
 * (the short-term rental the owner runs, or the professional: participationOf, participation.ts),
 * so the form blanks passiveActivity and averageStay (Estimator.tsx); any other answer stands. A
 * module of its own, as the page's first load runs it and participation.ts's answers load later.
 */
export function asksParticipationAgain(before: string, after: string, passiveActivity: string): boolean {
  return passiveActivity === 'not_limited' && (before === 'residential_str') !== (after === 'residential_str');
}
