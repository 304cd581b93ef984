"""z3 backends: bounded counterexample search and unbounded proofs (`cube`, `welter`)."""
