import fc from 'fast-check';

// A mutant needs only to be caught, not explained: without shrinking, a property that fails stops
// at its first counterexample instead of minimising it for seconds (and being taken for a timeout).
fc.configureGlobal({ endOnFailure: true });
