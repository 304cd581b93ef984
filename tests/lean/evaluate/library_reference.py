"""Slow, literal transcriptions of the Lean definitions behind `pychecks.lean.evaluate.library`:
one function per entry, written from the upstream source the table names, by the same
recursion Lean uses (a list is `[]` or `a :: as`, a natural is `0` or `n + 1`, an integer is
`ofNat m` or `-[m+1]`, a finset is its underlying duplicate-free list). Nothing here calls the
table's implementations; tests compare the two on random small inputs.
"""
from __future__ import annotations

import math

from pychecks.lean.evaluate.values import Pair, Some

# --- ℕ (Init/Prelude.lean, Init/Data/Nat/*) ---------------------------------------------------


def succ(n):
    return n + 1


def pred(n):  # | 0 => 0 | succ a => a
    return 0 if n == 0 else n - 1


def nat_add(n, m):  # | n, .zero => n | n, .succ m => .succ (Nat.add n m)
    return n if m == 0 else succ(nat_add(n, m - 1))


def nat_sub(n, m):  # | n, 0 => n | n, succ m => pred (Nat.sub n m)
    return n if m == 0 else pred(nat_sub(n, m - 1))


def nat_mul(n, m):  # | _, 0 => 0 | n, succ m => Nat.mul n m + n
    return 0 if m == 0 else nat_add(nat_mul(n, m - 1), n)


def nat_pow(m, n):  # | 0 => 1 | succ n => Nat.pow m n * m
    return 1 if n == 0 else nat_pow(m, n - 1) * m


def nat_div(x, y):  # if 0 < y ∧ y ≤ x then Nat.div (x - y) y + 1 else 0
    return nat_div(x - y, y) + 1 if 0 < y <= x else 0


def nat_mod(x, y):  # if 0 < y ∧ y ≤ x then Nat.mod (x - y) y else x
    return nat_mod(x - y, y) if 0 < y <= x else x


def nat_min(n, m):  # if n ≤ m then n else m
    return n if n <= m else m


def nat_max(n, m):  # if n ≤ m then m else n
    return m if n <= m else n


def bitwise(f, n, m):
    """`Nat.bitwise f n m`, as Init/Data/Nat/Bitwise/Basic.lean recurses on n / 2 and m / 2."""
    if n == 0:
        return m if f(False, True) else 0
    if m == 0:
        return n if f(True, False) else 0
    r = bitwise(f, nat_div(n, 2), nat_div(m, 2))
    return r + r + 1 if f(nat_mod(n, 2) == 1, nat_mod(m, 2) == 1) else r + r


def land(m, n):
    return bitwise(lambda a, b: a and b, m, n)


def lor(m, n):
    return bitwise(lambda a, b: a or b, m, n)


def xor(m, n):
    return bitwise(lambda a, b: a != b, m, n)


def shift_left(n, s):  # | n, 0 => n | n, succ s => shiftLeft (2 * n) s
    return n if s == 0 else shift_left(2 * n, s - 1)


def shift_right(n, s):  # | n, 0 => n | n, succ s => shiftRight n s / 2
    return n if s == 0 else nat_div(shift_right(n, s - 1), 2)


def test_bit(m, n):  # 1 &&& (m >>> n) != 0
    return land(1, shift_right(m, n)) != 0


def gcd(m, n):  # | 0, y => y | succ x, y => gcd (y % succ x) (succ x)
    return n if m == 0 else gcd(nat_mod(n, m), m)


def lcm(m, n):  # m * n / gcd m n
    return nat_div(m * n, gcd(m, n))


def coprime(m, n):  # Lean core: def Nat.Coprime (m n : Nat) : Prop := gcd m n = 1
    return gcd(m, n) == 1


def int_gcd(m, n):  # Lean core: def Int.gcd (m n : Int) : Nat := m.natAbs.gcd n.natAbs
    return gcd(nat_abs(m), nat_abs(n))


def int_lcm(m, n):  # Lean core: def Int.lcm (m n : Int) : Nat := m.natAbs.lcm n.natAbs
    return lcm(nat_abs(m), nat_abs(n))


def log(b, n):  # Mathlib: if h : b ≤ n ∧ 1 < b then log b (n / b) + 1 else 0
    return log(b, nat_div(n, b)) + 1 if b <= n and 1 < b else 0


def clog(b, n):  # Mathlib: if h : 1 < b ∧ 1 < n then clog b ((n + b - 1) / b) + 1 else 0
    return clog(b, nat_div(n + b - 1, b)) + 1 if 1 < b and 1 < n else 0


def log2(n):  # if n ≥ 2 then log2 (n / 2) + 1 else 0
    return log2(nat_div(n, 2)) + 1 if n >= 2 else 0


def sqrt(n):  # if n ≤ 1 then n else iter n (1 <<< ((n.log2 / 2) + 1))
    def iterate(n, guess):
        nxt = nat_div(guess + nat_div(n, guess), 2)
        return iterate(n, nxt) if nxt < guess else guess
    return n if n <= 1 else iterate(n, shift_left(1, nat_div(log2(n), 2) + 1))


def bodd_div2(n):  # | 0 => (false, 0) | succ n => match boddDiv2 n with …
    if n == 0:
        return False, 0
    b, m = bodd_div2(n - 1)
    return (True, m) if not b else (False, m + 1)


def bodd(n):
    return bodd_div2(n)[0]


def dist(n, m):  # n - m + (m - n)
    return nat_sub(n, m) + nat_sub(m, n)


def nat_find(p, bound, _h=None):  # the least n with p n: try 0, 1, 2, …
    n = 0
    while n < bound:
        if p(n):
            return n
        n += 1
    raise LookupError("no witness below the bound")


# --- ℤ (Init/Data/Int/Basic.lean, Init/Data/Int/DivMod/Basic.lean) -----------------------------
# An integer is `ofNat m` (m ≥ 0) or `-[m+1]` (the negative number -(m+1)).


def neg_succ(m):
    return -(m + 1)


def sub_nat_nat(m, n):  # m - n as an integer
    return m - n


def nat_abs(a):
    return a if a >= 0 else -a


def ediv(a, b):
    if a >= 0 and b >= 0:
        return nat_div(a, b)                              # ofNat m, ofNat n => ofNat (m / n)
    if a >= 0:
        return -nat_div(a, -b - 1 + 1)                    # ofNat m, -[n+1] => -ofNat (m / succ n)
    m = -a - 1
    if b == 0:
        return 0                                          # -[_+1], 0 => 0
    if b > 0:
        return neg_succ(nat_div(m, b))                    # -[m+1], ofNat (succ n) => -[m / succ n +1]
    return nat_div(m, -b) + 1                             # -[m+1], -[n+1] => ofNat (succ (m / succ n))


def emod(a, b):
    if a >= 0:
        return nat_mod(a, nat_abs(b))                     # ofNat m, n => ofNat (m % natAbs n)
    m = -a - 1                                            # -[m+1], n => subNatNat (natAbs n) (succ (m % natAbs n))
    return sub_nat_nat(nat_abs(b), nat_mod(m, nat_abs(b)) + 1)


def tdiv(a, b):
    if a >= 0 and b >= 0:
        return nat_div(a, b)
    if a >= 0:
        return -nat_div(a, -b)                            # ofNat m, -[n+1] => -ofNat (m / succ n)
    if b >= 0:
        return -nat_div(-a, b)                            # -[m+1], ofNat n => -ofNat (succ m / n)
    return nat_div(-a, -b)                                # -[m+1], -[n+1] => ofNat (succ m / succ n)


def tmod(a, b):
    if a >= 0:
        return nat_mod(a, nat_abs(b))                     # ofNat m, _ => ofNat (m % |n|)
    return -nat_mod(-a, nat_abs(b))                       # -[m+1], _ => -ofNat (succ m % |n|)


def fdiv(a, b):
    if a == 0:
        return 0                                          # 0, _ => 0
    if a > 0 and b >= 0:
        return nat_div(a, b)                              # ofNat m, ofNat n => ofNat (m / n)
    if a > 0:
        return neg_succ(nat_div(a - 1, -b))               # ofNat (succ m), -[n+1] => -[m / succ n +1]
    if b == 0:
        return 0                                          # -[_+1], 0 => 0
    if b > 0:
        return neg_succ(nat_div(-a - 1, b))               # -[m+1], ofNat (succ n) => -[m / succ n +1]
    return nat_div(-a, -b)                                # -[m+1], -[n+1] => ofNat (succ m / succ n)


def fmod(a, b):
    if a == 0:
        return 0
    if a > 0 and b >= 0:
        return nat_mod(a, b)
    if a > 0:
        return sub_nat_nat(nat_mod(a - 1, -b), -b - 1)    # ofNat (succ m), -[n+1] => subNatNat (m % succ n) n
    m = -a - 1
    if b >= 0:
        return sub_nat_nat(b, nat_mod(m, b) + 1)          # -[m+1], ofNat n => subNatNat n (succ (m % n))
    return -nat_mod(-a, -b)                               # -[m+1], -[n+1] => -ofNat (succ m % succ n)


def bmod(x, m):  # let r := x % m; if r < (m + 1) / 2 then r else r - m
    r = emod(x, m)
    return r if r < nat_div(m + 1, 2) else r - m


def bdiv(x, m):  # if m = 0 then 0 else let q := x / m; let r := x % m; if r < (m+1)/2 then q else q+1
    if m == 0:
        return 0
    q, r = ediv(x, m), emod(x, m)
    return q if r < nat_div(m + 1, 2) else q + 1


def int_pow(m, n):  # | 0 => 1 | succ n => Int.pow m n * m
    return 1 if n == 0 else int_pow(m, n - 1) * m


def int_of_nat(n):  # the constructor `Int.ofNat n`: the integer n
    return n


def neg_succ(n):  # the constructor `Int.negSucc n`: the integer -[n+1], below every `ofNat`
    return -n - 1


def to_nat(a):  # | ofNat n => n | negSucc _ => 0
    return a if a >= 0 else 0


# --- Fin n (Init/Data/Fin/Basic.lean): every operation on ⟨a, h⟩, ⟨b, _⟩ ----------------------

def fin_add(n, a, b):
    return nat_mod(a + b, n)


def fin_sub(n, a, b):
    return nat_mod(nat_add(nat_sub(n, b), a), n)


def fin_mul(n, a, b):
    return nat_mod(nat_mul(a, b), n)


def fin_div(n, a, b):
    return nat_div(a, b)


def fin_mod(n, a, b):
    return nat_mod(a, b)


def fin_land(n, a, b):
    return nat_mod(land(a, b), n)


def fin_lor(n, a, b):
    return nat_mod(lor(a, b), n)


def fin_xor(n, a, b):
    return nat_mod(xor(a, b), n)


def fin_shift_left(n, a, b):
    return nat_mod(shift_left(a, b), n)


def fin_shift_right(n, a, b):
    return nat_mod(shift_right(a, b), n)


def fin_of_nat(n, a):  # ⟨a % n, _⟩
    return nat_mod(a, n)


# --- List (Init/Prelude.lean, Init/Data/List/*.lean) ------------------------------------------

def length(l):  # | nil => 0 | cons _ as => length as + 1
    return 0 if not l else length(l[1:]) + 1


def get(l, i):  # | cons a _, ⟨0, _⟩ => a | cons _ as, ⟨succ i, h⟩ => get as ⟨i, _⟩
    return l[0] if i == 0 else get(l[1:], i - 1)


def set_(l, n, b):  # | cons _ as, 0, b => cons b as | cons a as, succ n, b => … | nil, _, _ => nil
    if not l:
        return ()
    return (b, *l[1:]) if n == 0 else (l[0], *set_(l[1:], n - 1, b))


def foldl(f, a, l):  # | a, nil => a | a, cons b l => foldl f (f a b) l
    return a if not l else foldl(f, f(a, l[0]), l[1:])


def foldr(f, init, l):  # | [] => init | a :: l => f a (foldr f init l)
    return init if not l else f(l[0], foldr(f, init, l[1:]))


def map_(f, l):
    return () if not l else (f(l[0]), *map_(f, l[1:]))


def append(xs, ys):  # | [], bs => bs | a :: as, bs => a :: append as bs
    return ys if not xs else (xs[0], *append(xs[1:], ys))


def flatten(ls):  # | [] => [] | l :: L => l ++ flatten L
    return () if not ls else append(ls[0], flatten(ls[1:]))


def flat_map(b, l):  # flatten (map b as)
    return flatten(map_(b, l))


def filter_(p, l):  # | [] => [] | a::as => match p a with | true => a :: filter p as | false => …
    if not l:
        return ()
    return (l[0], *filter_(p, l[1:])) if p(l[0]) else filter_(p, l[1:])


def reverse_aux(l, r):  # | [], r => r | a::l, r => reverseAux l (a::r)
    return r if not l else reverse_aux(l[1:], (l[0], *r))


def reverse(l):
    return reverse_aux(l, ())


def replicate(n, a):  # | 0, _ => [] | n+1, a => a :: replicate n a
    return () if n == 0 else (a, *replicate(n - 1, a))


def range_(n):  # loop n [] where loop | 0, acc => acc | n+1, acc => loop n (n::acc)
    def loop(n, acc):
        return acc if n == 0 else loop(n - 1, (n - 1, *acc))
    return loop(n, ())


def range_prime(s, n, step=1):  # | _, 0, _ => [] | s, n+1, step => s :: range' (s+step) n step
    return () if n == 0 else (s, *range_prime(s + step, n - 1, step))


def all_(l, p):  # | [], _ => true | h :: t, p => p h && all t p
    return True if not l else (p(l[0]) and all_(l[1:], p))


def any_(l, p):  # | [], _ => false | h :: t, p => p h || any t p
    return False if not l else (p(l[0]) or any_(l[1:], p))


def sum_(l):  # foldr (· + ·) 0
    return foldr(lambda a, b: a + b, 0, l)


def prod_(l):  # Mathlib: foldr (· * ·) 1
    return foldr(lambda a, b: a * b, 1, l)


def factorial(n):  # Mathlib: | 0 => 1 | succ n => succ n * factorial n
    return 1 if n == 0 else succ(n - 1) * factorial(n - 1)   # Nat.mul is tested on its own


def num_derangements(n):  # Mathlib: | 0 => 1 | 1 => 0 | n + 2 => (n + 1) * (d n + d (n + 1))
    if n < 2:
        return 1 - n
    return (n - 1) * (num_derangements(n - 2) + num_derangements(n - 1))


def to_finset(l):  # Mathlib: `Multiset.toFinset ↑l`, the dedup of l: | [] => ∅ | a :: l => insert a
    return frozenset() if not l else to_finset(l[1:]) | {l[0]}


def choose(n, k):  # Mathlib: | _, 0 => 1 | 0, _ + 1 => 0 | n + 1, k + 1 => choose n k + choose n (k + 1)
    if k == 0:
        return 1
    if n == 0:
        return 0
    return choose(n - 1, k - 1) + choose(n - 1, k)


def digits(b, n):
    # Mathlib: | 0 => digitsAux0 (| 0 => [] | n + 1 => [n + 1]) | 1 => digitsAux1 (replicate n 1)
    # | b + 2 => digitsAux: | 0 => [] | n + 1 => ((n + 1) % b) :: digitsAux b ((n + 1) / b)
    if b == 0:
        return () if n == 0 else (n,)
    if b == 1:
        return replicate(n, 1)
    return () if n == 0 else (nat_mod(n, b), *digits(b, nat_div(n, b)))


def elem(a, l):  # | [] => false | b::bs => match a == b with | true => true | false => elem a bs
    return False if not l else (True if a == l[0] else elem(a, l[1:]))


def contains(l, a):  # elem a as
    return elem(a, l)


def mem(a, l):  # Mem.head / Mem.tail, decided by `elem`
    return elem(a, l)


def head_d(l, fallback):
    return fallback if not l else l[0]


def head_opt(l):
    return None if not l else Some(l[0])


def get_last(l):  # | [a] => a | _::b::as => getLast (b::as)
    return l[0] if len(l) == 1 else get_last(l[1:])


def get_last_opt(l):
    return None if not l else Some(get_last(l))


def get_last_proof(l, h):  # Lean core: getLast : ∀ (as : List α), as ≠ [] → α
    if len(l) == 1:                         # `[] => absurd rfl h`: never called on []
        return l[0]
    return get_last_proof(l[1:], h)


def is_perm(l1, l2):  # Lean core's isPerm (isPerm_iff: l₁.isPerm l₂ ↔ l₁ ~ l₂)
    if not l1:
        return not l2
    a = l1[0]
    if a not in l2:
        return False
    i = list(l2).index(a)
    return is_perm(l1[1:], tuple(l2[:i]) + tuple(l2[i + 1:]))


def get_last_d(l, fallback):
    return fallback if not l else get_last(l)


def tail(l):
    return () if not l else l[1:]


def is_empty(l):
    return not l


def take(n, xs):  # | 0, _ => [] | _+1, [] => [] | n+1, a::as => a :: take n as
    if n == 0 or not xs:
        return ()
    return (xs[0], *take(n - 1, xs[1:]))


def drop(n, xs):  # | 0, as => as | _+1, [] => [] | n+1, _::as => drop n as
    if n == 0:
        return xs
    return () if not xs else drop(n - 1, xs[1:])


def take_while(p, xs):
    if not xs:
        return ()
    return (xs[0], *take_while(p, xs[1:])) if p(xs[0]) else ()


def drop_while(p, l):
    if not l:
        return ()
    return drop_while(p, l[1:]) if p(l[0]) else l


def erase(l, b):  # | [], _ => [] | a::as, b => match a == b with | true => as | false => a :: erase as b
    if not l:
        return ()
    return l[1:] if l[0] == b else (l[0], *erase(l[1:], b))


def erase_idx(l, i):  # | [], _ => [] | _::as, 0 => as | a::as, n+1 => a :: eraseIdx as n
    if not l:
        return ()
    return l[1:] if i == 0 else (l[0], *erase_idx(l[1:], i - 1))


def find_opt(p, l):
    if not l:
        return None
    return Some(l[0]) if p(l[0]) else find_opt(p, l[1:])


def find_idx(p, l):  # go l 0 where go | [], n => n | a :: l, n => bif p a then n else go l (n + 1)
    def go(l, n):
        return n if not l else (n if p(l[0]) else go(l[1:], n + 1))
    return go(l, 0)


def find_idx_opt(p, l):  # go | [], _ => none | a :: l, i => if p a then some i else go l (i + 1)
    def go(l, i):
        return None if not l else (Some(i) if p(l[0]) else go(l[1:], i + 1))
    return go(l, 0)


def idx_of(a, l):
    return find_idx(lambda x: x == a, l)


def idx_of_opt(a, l):
    return find_idx_opt(lambda x: x == a, l)


def count_p(p, l):  # go l 0 where go | [], acc => acc | x :: xs, acc => bif p x then go xs (acc + 1) …
    def go(l, acc):
        return acc if not l else go(l[1:], acc + 1 if p(l[0]) else acc)
    return go(l, 0)


def count(a, l):
    return count_p(lambda x: x == a, l)


def lookup(a, l):  # | _, [] => none | a, (k, b) :: as => match a == k with | true => some b | …
    if not l:
        return None
    return Some(l[0].snd) if a == l[0].fst else lookup(a, l[1:])


def zip_with(f, xs, ys):  # | x::xs, y::ys => f x y :: zipWith f xs ys | _, _ => []
    if xs and ys:
        return (f(xs[0], ys[0]), *zip_with(f, xs[1:], ys[1:]))
    return ()


def zip_(xs, ys):
    return zip_with(Pair, xs, ys)


def zip_idx(l, n=0):  # | [], _ => nil | x :: xs, n => (x, n) :: zipIdx xs (n + 1)
    return () if not l else (Pair(l[0], n), *zip_idx(l[1:], n + 1))


def enum_from(n, l):  # | _, [] => nil | n, x :: xs => (n, x) :: enumFrom (n + 1) xs
    return () if not l else (Pair(n, l[0]), *enum_from(n + 1, l[1:]))


def enum(l):
    return enum_from(0, l)


def max_opt(l):  # | [] => none | a::as => some <| as.foldl max a   (max: if a ≤ b then b else a)
    return None if not l else Some(foldl(nat_max, l[0], l[1:]))


def min_opt(l):
    return None if not l else Some(foldl(nat_min, l[0], l[1:]))


def get_bang(l, n):  # | a::_, 0 => a | _::as, n+1 => get! as n | _, _ => panic! "invalid index"
    if not l:
        raise PanicInReference
    return l[0] if n == 0 else get_bang(l[1:], n - 1)


def head_bang(l):
    if not l:
        raise PanicInReference
    return l[0]


def get_last_bang(l):
    if not l:
        raise PanicInReference
    return get_last(l)


def get_elem_opt(l, i):  # l[i]? (getElem?: some when i < length)
    return Some(get(l, i)) if i < length(l) else None


def get_d(l, i, fallback):  # as[i]?.getD fallback
    o = get_elem_opt(l, i)
    return fallback if o is None else o.value


def of_fn(n, f):  # Fin.foldr n (f · :: ·) []
    acc = ()
    for i in reversed(range(n)):
        acc = ((f[i] if isinstance(f, tuple) else f(i)), *acc)
    return acc


def fin_range(n):  # ofFn fun i => i
    return of_fn(n, lambda i: i)


def attach(l):  # the values of `pmap Subtype.mk l _`
    return map_(lambda x: x, l)


def prime_counting_below(n):
    # Nat.count Prime n: how many k < n are prime (trial division, straight from Nat.Prime)
    return sum(1 for k in range(n) if k >= 2 and all(k % d for d in range(2, k)))


def int_is_square(m):
    # IsSquare a := ∃ r, a = r * r, r over the integers whose square can reach |m|
    return any(r * r == m for r in range(-abs(m) - 1, abs(m) + 2))


def nat_iterate(op, n, a):
    # | 0, a => a | succ k, a => iterate op k (op a)
    return a if n == 0 else nat_iterate(op, n - 1, op(a))


def nat_sinf(s):
    # InfSet ℕ: `if h : ∃ n, n ∈ s then Nat.find h else 0`; the sets given here are nonempty, so
    # Nat.find: the least n in s
    return min(k for k in range(200) if s(k))


def nat_nth(p, n):
    # nth p n: the set infinite, `Nat.Subtype.orderIsoOfNat` n, its n-th element in increasing
    # order; the predicates given here are infinite, so their first 200 values hold the answer
    return sorted(k for k in range(200) if p(k))[n]


def pairwise(r, l):
    # | nil : Pairwise R [] | cons : (∀ a' ∈ l, R a a') → Pairwise R l → Pairwise R (a :: l)
    return True if not l else all(r(l[0], b) for b in l[1:]) and pairwise(r, l[1:])


def map_idx(f, l):  # go where go | [], _ => [] | a :: as, i => f i a :: go as (i + 1)
    def go(l, i):
        return () if not l else (f(i, l[0]), *go(l[1:], i + 1))
    return go(l, 0)


def product(l1, l2):  # l₁.flatMap fun a => l₂.map (Prod.mk a)
    return flat_map(lambda a: map_(lambda b: Pair(a, b), l2), l1)


def iota(n):  # | 0 => [] | m@(n+1) => m :: iota n
    return () if n == 0 else (n, *iota(n - 1))


class PanicInReference(Exception):
    """Where Lean's definition reaches `panic!`."""


# --- Finset (Mathlib): a finset is its duplicate-free underlying list -------------------------

def _fs(l):
    return frozenset(l)


def _dedup(l):  # List.dedup keeps the last occurrence; as a set only membership matters
    out = ()
    for x in l:
        if not elem(x, out):
            out = (*out, x)
    return out


def _list(s):
    return tuple(sorted(s, key=repr))


def finset_range(n):  # ⟨Multiset.range n, nodup_range n⟩
    return _fs(range_(n))


def finset_univ(values):  # Fintype.elems
    return _fs(values)


def finset_filter(p, s):  # ⟨s.1.filter p, _⟩
    return _fs(filter_(p, _list(s)))


def finset_card(s):  # Multiset.card s.1
    return length(_list(s))


def finset_sum(s, f):  # (s.1.map f).sum = foldr (+) 0
    return foldr(lambda a, b: a + b, 0, map_(f, _list(s)))


def finset_prod(s, f):  # (s.1.map f).prod
    return foldr(lambda a, b: a * b, 1, map_(f, _list(s)))


def finset_image(f, s):  # (s.1.map f).toFinset
    return _fs(_dedup(map_(f, _list(s))))


def sublists(l):  # Multiset.powerset: every sublist of the underlying list
    if not l:
        return ((),)
    rest = sublists(l[1:])
    return (*rest, *map_(lambda t: (l[0], *t), rest))


def finset_powerset(s):
    return _fs(map_(_fs, sublists(_list(s))))


def sublists_len(n, l):  # Multiset.powersetCard: the sublists of length n
    if n == 0:
        return ((),)
    if not l:
        return ()
    return (*sublists_len(n, l[1:]), *map_(lambda t: (l[0], *t), sublists_len(n - 1, l[1:])))


def finset_powerset_card(n, s):
    return _fs(map_(_fs, sublists_len(n, _list(s))))


def finset_attach(s):  # ⟨s.1.attach, _⟩: the values of the subtype's elements
    return _fs(attach(_list(s)))


def finset_to_list(s):
    # s.1.toList = Quot.out s.1: Lean says only which elements (each once), not their order;
    # the order is pychecks' choice, increasing (order.py proves that no use looks at it)
    return tuple(sorted(_list(s)))


def finset_erase(s, a):  # ⟨s.1.erase a, _⟩
    return _fs(erase(_list(s), a))


def finset_insert(a, s):  # ndinsert: if a ∈ s then s else a :: s
    l = _list(s)
    return _fs(l if elem(a, l) else (a, *l))


def finset_union(s, t):  # ndunion: foldr insert t s
    return foldr(finset_insert, t, _list(s))


def finset_inter(s, t):  # ndinter: filter (· ∈ t) s
    return finset_filter(lambda x: x in t, s)


def finset_sdiff(s, t):  # filter (· ∉ t) s
    return finset_filter(lambda x: x not in t, s)


def finset_mem(s, a):  # a ∈ s.1
    return elem(a, _list(s))


def finset_sup(bot, s, f):  # s.fold (· ⊔ ·) ⊥ f
    def join(a, b):
        if isinstance(a, frozenset):
            return finset_union(a, b)
        if isinstance(a, bool):
            return a or b
        return nat_max(a, b)
    return foldr(lambda x, acc: join(f(x), acc), bot, _list(s))


def finset_max_prime(s, _h=None):  # sup' s H id: the fold of max over a nonempty list
    l = _list(s)
    return foldl(nat_max, l[0], l[1:])


def finset_min_prime(s, _h=None):
    l = _list(s)
    return foldl(nat_min, l[0], l[1:])


def finset_max(s):  # sup s (↑) in WithBot α: ⊥ (none) folded with max, each element coerced
    out = None
    for x in _list(s):
        out = Some(x) if out is None else Some(nat_max(out.value, x))
    return out


def finset_min(s):  # inf s (↑) in WithTop α: ⊤ (none) folded with min
    out = None
    for x in _list(s):
        out = Some(x) if out is None else Some(nat_min(out.value, x))
    return out


def with_bot_unbot_d(d, x):  # recBotCoe d id x: d at ⊥, the value at ↑a
    return d if x is None else x.value


def fintype_card(values):  # (univ : Finset α).card
    return finset_card(finset_univ(values))


def nat_modeq(n, a, b):  # Mathlib: def Nat.ModEq (n a b : ℕ) := a % n = b % n
    return nat_mod(a, n) == nat_mod(b, n)


def int_modeq(n, a, b):  # Mathlib: def Int.ModEq (n a b : ℤ) := a % n = b % n
    return emod(a, n) == emod(b, n)


def finset_icc(a, b):  # Mathlib, ℕ's instance: ⟨List.range' a (b + 1 - a), _⟩
    return _fs(range_prime(a, nat_sub(b + 1, a), 1))


def finset_ico(a, b):  # ⟨List.range' a (b - a), _⟩
    return _fs(range_prime(a, nat_sub(b, a), 1))


def finset_ioc(a, b):  # ⟨List.range' (a + 1) (b - a), _⟩
    return _fs(range_prime(a + 1, nat_sub(b, a), 1))


def finset_ioo(a, b):  # ⟨List.range' (a + 1) (b - a - 1), _⟩
    return _fs(range_prime(a + 1, nat_sub(nat_sub(b, a), 1), 1))


def even(n):  # Mathlib: Even n ↔ ∃ r, n = r + r (a witness is at most n)
    return any(n == r + r for r in range(n + 1))


def odd(n):  # Mathlib: Odd n ↔ ∃ m, n = 2 * m + 1
    return any(n == 2 * m + 1 for m in range(n + 1))


def is_square(a):  # Mathlib: IsSquare a ↔ ∃ r, a = r * r (on ℕ a witness is at most a)
    return any(a == r * r for r in range(a + 1))


def min_fac_aux(n, k):  # if n < k * k then n else if k ∣ n then k else minFacAux n (k + 2)
    while True:
        if n < k * k:
            return n
        if nat_mod(n, k) == 0:  # k ∣ n ↔ n % k = 0
            return k
        k = k + 2


def min_fac(n):  # Mathlib: if 2 ∣ n then 2 else minFacAux n 3
    return 2 if nat_mod(n, 2) == 0 else min_fac_aux(n, 3)


def bit_indices(n):
    # Mathlib: binaryRec [] (fun b _ s ↦ b.casesOn (s.map (· + 1)) (0 :: s.map (· + 1))) n;
    # binaryRec splits n ≠ 0 as bit (bodd n) (div2 n)
    if n == 0:
        return ()
    b, half = bodd_div2(n)
    shifted = map_(lambda i: i + 1, bit_indices(half))
    return (0, *shifted) if b else shifted


def dvd(a, b):  # a ∣ b ↔ ∃ c, b = a * c (a witness is at most b; 0 ∣ b only for b = 0)
    return any(b == a * c for c in range(b + 1))


def nat_prime(p):  # decidablePrime: prime_def_lt', 2 ≤ p ∧ ∀ m, 2 ≤ m → m < p → ¬m ∣ p
    return 2 <= p and all(not dvd(m, p) for m in range(2, p))


def divisors(n):  # Finset.filter (fun x => x ∣ n) (Finset.Ico 1 (n + 1))
    return finset_filter(lambda x: dvd(x, n), finset_ico(1, n + 1))


def proper_divisors(n):  # Finset.filter (fun x => x ∣ n) (Finset.Ico 1 n)
    return finset_filter(lambda x: dvd(x, n), finset_ico(1, n))


def int_abs(a):  # Mathlib: abs a = a ⊔ -a (the sup of ℤ's linear order is max)
    return nat_max(a, -a)


def id_(a):  # def id (a : α) : α := a
    return a


def filter_map(f, l):  # | [] => [] | a::as => match f a with | none => … | some b => b :: …
    if not l:
        return ()
    b = f(l[0])
    rest = filter_map(f, l[1:])
    return rest if b is None else (b.value, *rest)


def list_insert(a, l):  # if l.contains a then l else a :: l
    return l if elem(a, l) else (a, *l)


def erase_dups(l):  # eraseDupsBy (· == ·): loop | [], bs => bs.reverse | a::as, bs => if bs.any (a == ·) …
    def loop(xs, bs):
        if not xs:
            return reverse(bs)
        return loop(xs[1:], bs) if elem(xs[0], bs) else loop(xs[1:], (xs[0], *bs))
    return loop(l, ())


def split_at(n, l):  # (l.take n, l.drop n)
    return take(n, l), drop(n, l)


def rotate(l, n):  # let (l₁, l₂) := List.splitAt (n % l.length) l; l₂ ++ l₁
    l1, l2 = split_at(nat_mod(n, length(l)), l)
    return append(l2, l1)


def get_opt_internal(l, i):  # | a::_, 0 => some a | _::as, n+1 => get?Internal as n | _, _ => none
    if not l:
        return None
    return Some(l[0]) if i == 0 else get_opt_internal(l[1:], i - 1)


def finset_product(s, t):  # ⟨s.1 ×ˢ t.1, _⟩: Multiset.product, every (a, b) with a ∈ s, b ∈ t
    return _fs(product(_list(s), _list(t)))


def finset_nonempty(s):  # Mathlib: protected def Finset.Nonempty (s) : Prop := ∃ x : α, x ∈ s
    return any(True for _ in s)


def is_prefix(l1, l2):  # Lean core: def IsPrefix (l₁ l₂ : List α) : Prop := ∃ t, l₁ ++ t = l₂
    return any(tuple(l1) + tuple(l2[k:]) == tuple(l2) for k in range(len(l2) + 1))


def is_suffix(l1, l2):  # Lean core: def IsSuffix (l₁ l₂ : List α) : Prop := ∃ t, t ++ l₁ = l₂
    return any(tuple(l2[:k]) + tuple(l1) == tuple(l2) for k in range(len(l2) + 1))


def is_infix(l1, l2):   # Lean core: def IsInfix l₁ l₂ : Prop := ∃ s t, s ++ l₁ ++ t = l₂
    return any(tuple(l2[:i]) + tuple(l1) + tuple(l2[j:]) == tuple(l2)
               for i in range(len(l2) + 1) for j in range(i, len(l2) + 1))



# --- the contest harvest's names (PutnamBench, Mathlib's Archive) -----------------------------


def fib(n):  # Mathlib: ((fun p : ℕ × ℕ => (p.snd, p.fst + p.snd))^[n] (0, 1)).fst
    p = (0, 1)
    for _ in range(n):           # f^[n + 1] x = f^[n] (f x)
        p = (p[1], p[0] + p[1])
    return p[0]


def head_i(default, l):  # Mathlib: | [] => default | (a :: _) => a
    return default if not l else l[0]


def of_digits(b, l):  # Mathlib: | [] => 0 | h :: t => h + b * ofDigits b t
    return 0 if not l else l[0] + b * of_digits(b, l[1:])


def concat(l, a):  # Lean core: | [], b => [b] | a :: as, b => a :: concat as b
    return (a,) if not l else (l[0], *concat(l[1:], a))


def root_prime(p):
    # Mathlib: Prime p := p ≠ 0 ∧ ¬IsUnit p ∧ ∀ a b, p ∣ a * b → p ∣ a ∨ p ∣ b, on ℕ (IsUnit p ↔
    # p = 1). The ∀ is over all a b; for p ≥ 2, a counterexample exists below p (a, b < p with
    # p ∣ a * b, reduce both mod p), so a, b range over [0, p) here
    return p != 0 and p != 1 and all(not dvd(p, a * b) or dvd(p, a) or dvd(p, b)
                                     for a in range(p) for b in range(p))


def int_prime(p):
    # Mathlib's root Prime on ℤ: p ≠ 0 ∧ ¬IsUnit p (units ±1) ∧ ∀ a b, p ∣ a * b → p ∣ a ∨ p ∣ b.
    # Divisibility by p depends on a and b mod |p| only, so a, b range over [0, |p|) here
    q = abs(p)
    return q not in (0, 1) and all(not dvd(q, a * b) or dvd(q, a) or dvd(q, b)
                                   for a in range(q) for b in range(q))


def is_coprime(x, y):
    # Mathlib: IsCoprime x y := ∃ a b, a * x + b * y = 1, on ℤ. Bézout: a witness exists iff
    # the extended Euclid's remainder is 1; the search below runs it (no gcd call)
    r0, s0, t0, r1, s1, t1 = x, 1, 0, y, 0, 1
    while r1 != 0:
        q = r0 // r1
        r0, s0, t0, r1, s1, t1 = r1, s1, t1, r0 - q * r1, s0 - q * s1, t0 - q * t1
    # r0 = s0 * x + t0 * y is ±gcd; ±1 gives a witness (negated when -1)
    return r0 in (1, -1) and (s0 * r0) * x + (t0 * r0) * y == 1


def _int_map_range(count, start):
    # (Finset.range count.toNat).map (Nat.castEmbedding.trans (addLeftEmbedding start)):
    # k ↦ start + ↑k for k < count.toNat
    return _fs(tuple(start + k for k in range(max(count, 0))))


def int_finset_icc(a, b):  # ℤ's instance: (range (b + 1 - a).toNat).map (· + a)
    return _int_map_range(b + 1 - a, a)


def int_finset_ico(a, b):  # (range (b - a).toNat).map (· + a)
    return _int_map_range(b - a, a)


def int_finset_ioc(a, b):  # (range (b - a).toNat).map (· + (a + 1))
    return _int_map_range(b - a, a + 1)


def int_finset_ioo(a, b):  # (range (b - a - 1).toNat).map (· + (a + 1))
    return _int_map_range(b - a - 1, a + 1)


def int_even(n):  # Mathlib: Even n ↔ ∃ r, n = r + r; on ℤ a witness lies within [-|n|, |n|]
    return any(n == r + r for r in range(-abs(n), abs(n) + 1))


def int_odd(n):  # Mathlib: Odd n ↔ ∃ m, n = 2 * m + 1; on ℤ a witness lies within [-|n|, |n|]
    return any(n == 2 * m + 1 for m in range(-abs(n) - 1, abs(n) + 1))


def floor_nat(a):  # Mathlib: instance : FloorSemiring ℕ where floor := id (also ceil := id)
    return a


def floor_int(r):  # Mathlib: instance : FloorRing ℤ where floor := id (also ceil := id)
    return r



# --- ℚ (lean4: src/Init/Data/Rat/Basic.lean; Mathlib/Algebra/Order/Floor/Defs.lean) ----------
# A `Rat` is `⟨num, den⟩`, den > 0, coprime; built here from those two fields only, by Lean's
# own formulas (`Rat.mul`'s cross gcds, `Rat.add`'s `maybeNormalize`), and handed back as a
# Fraction for the comparison.

from fractions import Fraction as _Fraction  # noqa: E402


def _gcd(a, b):  # Nat.gcd: gcd 0 y = y, gcd (succ x) y = gcd (y % succ x) (succ x)
    return b if a == 0 else _gcd(b % a, a)


def _rat(q):
    return (q.numerator, q.denominator)


def _normalize(num, den):  # Rat.normalize: divide both by num.natAbs.gcd den
    g = _gcd(abs(num), den)
    return (tdiv(num, g), nat_div(den, g))


def _out(r):
    return _Fraction(r[0], r[1])


def rat_of_int(n):  # Rat.ofInt num := { num, den := 1 }
    return _Fraction(n, 1)


def rat_neg(a):  # { a with num := -a.num }
    n, d = _rat(a)
    return _out((-n, d))


def rat_add(a, b, sign=1):  # Rat.add / Rat.sub: g := a.den.gcd b.den …
    (an, ad), (bn, bd) = _rat(_Fraction(a)), _rat(_Fraction(b))
    bn = sign * bn
    g = _gcd(ad, bd)
    if g == 1:
        return _out((an * bd + bn * ad, ad * bd))
    den = nat_div(ad, g) * bd
    num = an * nat_div(bd, g) + bn * nat_div(ad, g)
    g1 = _gcd(abs(num), g)
    return _out((num, den) if g1 == 1 else (tdiv(num, g1), nat_div(den, g1)))


def rat_sub(a, b):
    return rat_add(a, b, -1)


def rat_mul(a, b):  # g1 := gcd a.num.natAbs b.den, g2 := gcd b.num.natAbs a.den
    (an, ad), (bn, bd) = _rat(_Fraction(a)), _rat(_Fraction(b))
    g1, g2 = _gcd(abs(an), bd), _gcd(abs(bn), ad)
    return _out((tdiv(an, g1) * tdiv(bn, g2), nat_div(ad, g2) * nat_div(bd, g1)))


def rat_inv(a):  # num < 0: ⟨-den, num.natAbs⟩; num > 0: ⟨den, num.natAbs⟩; else a
    n, d = _rat(_Fraction(a))
    if n < 0:
        return _out((-d, abs(n)))
    if n > 0:
        return _out((d, abs(n)))
    return _out((n, d))


def rat_div(a, b):  # Rat.div := (· * ·.inv)
    return rat_mul(a, rat_inv(b))


def rat_pow(q, n):  # ⟨q.num ^ n, q.den ^ n⟩
    num, den = _rat(_Fraction(q))
    return _out((int_pow(num, n), nat_pow(den, n)))


def rat_num(q):
    return _rat(_Fraction(q))[0]


def rat_den(q):
    return _rat(_Fraction(q))[1]


def rat_floor(a):  # if a.den = 1 then a.num else a.num / a.den
    n, d = _rat(_Fraction(a))
    return n if d == 1 else ediv(n, d)


def rat_ceil(a):  # if a.den = 1 then a.num else a.num / a.den + 1
    n, d = _rat(_Fraction(a))
    return n if d == 1 else ediv(n, d) + 1


def nat_floor(a):  # FloorRing.toFloorSemiring: floor a := ⌊a⌋.toNat
    return to_nat(rat_floor(a))


def nat_ceil(a):  # ceil a := ⌈a⌉.toNat
    return to_nat(rat_ceil(a))


def int_fract(r):  # Int.fract r := r - ⌊r⌋ (⌊⌋ of FloorRing ℚ is Rat.floor)
    return rat_sub(r, rat_of_int(rat_floor(r)))


def sigma(k, n):  # ArithmeticFunction.sigma k := ⟨fun n => ∑ d ∈ divisors n, d ^ k, _⟩
    total = 0
    for d in divisors(n):
        total += nat_pow(d, k)      # the sum of a finset: its elements' + in any order
    return total



# --- Char (Init/Prelude.lean, Init/Data/Char/Basic.lean): a value is its code point -----------


def char_of_nat(n):  # if h : n.isValidChar then Char.ofNatAux n h else '\0'
    valid = n < 0xd800 or (0xdfff < n and n < 0x110000)
    return n if valid else 0


def char_is_upper(c):  # c.val ≥ 65 && c.val ≤ 90
    return c >= 65 and c <= 90


def char_is_lower(c):  # c.val ≥ 97 && c.val ≤ 122
    return c >= 97 and c <= 122


def char_is_alpha(c):  # c.isUpper || c.isLower
    return char_is_upper(c) or char_is_lower(c)


def char_is_digit(c):  # c.val ≥ 48 && c.val ≤ 57
    return c >= 48 and c <= 57


def char_is_alphanum(c):  # c.isAlpha || c.isDigit
    return char_is_alpha(c) or char_is_digit(c)


def char_is_whitespace(c):  # c = ' ' || c = '\t' || c = '\r' || c = '\n'
    return c == ord(" ") or c == ord("\t") or c == ord("\r") or c == ord("\n")


def char_to_lower(c):  # let n := toNat c; if n >= 65 ∧ n <= 90 then ofNat (n + 32) else c
    n = c
    return char_of_nat(n + 32) if n >= 65 and n <= 90 else c


def char_to_upper(c):  # let n := toNat c; if n >= 97 ∧ n <= 122 then ofNat (n - 32) else c
    n = c
    return char_of_nat(n - 32) if n >= 97 and n <= 122 else c


# --- String (Init/Data/String/Basic.lean): `⟨data : List Char⟩`, read through its characters ---


def _data(s):  # String.data: the list of its characters
    return [ch for ch in s]


def string_append(s, t):  # ⟨a⟩ ++ ⟨b⟩ = ⟨a ++ b⟩
    return "".join(_data(s) + _data(t))


def string_length(s):  # ⟨s⟩.length = s.length
    n = 0
    for _ in _data(s):
        n += 1
    return n


def string_push(s, c):  # ⟨s⟩.push c = ⟨s ++ [c]⟩
    return "".join(_data(s) + [chr(c)])


def string_is_empty(s):  # s.endPos == 0
    return string_length(s) == 0


def string_to_list(s):  # s.data, as code points
    return tuple(ord(ch) for ch in _data(s))


# --- prime factorisations (issue 29) ----------------------------------------------------------

def prime_factors_list(n):
    # Mathlib/Data/Nat/Factors.lean: | 0 => [] | 1 => [] | k + 2 => let m := minFac (k + 2);
    # m :: primeFactorsList ((k + 2) / m)
    if n in (0, 1):
        return ()
    m = min_fac(n)
    return (m, *prime_factors_list(nat_div(n, m)))


def prime_factors(n):  # Mathlib/Data/Nat/PrimeFin.lean: n.primeFactorsList.toFinset
    return to_finset(prime_factors_list(n))


def padic_val_nat(p, n):
    # Mathlib/NumberTheory/Padics/PadicVal/Defs.lean: padicValNat p n := if h : p ≠ 1 ∧ 0 < n
    # then Nat.find (multiplicity_finite …) else 0, the greatest k with p ^ k ∣ n (only prime
    # p reach it from factorization, so p ≠ 1 holds there)
    if not (p != 1 and 0 < n):
        return 0
    k = 0
    while dvd(nat_pow(p, k + 1), n):
        k += 1
    return k


def factorization(n, p):  # toFun p := if p.Prime then padicValNat p n else 0
    return padic_val_nat(p, n) if nat_prime(p) else 0


def totient(n):  # Mathlib/Data/Nat/Totient.lean: #{a ∈ range n | n.Coprime a}
    return len(finset_filter(lambda a: coprime(n, a), frozenset(range_(n))))


def probable_prime(n, b):  # Mathlib/NumberTheory/FermatPsp.lean: n ∣ b ^ (n - 1) - 1
    # `^`, `-` and `∣` as Python's (Nat.pow, Nat.sub are tested on their own; a ∣ x ↔ x % a = 0
    # for a ≠ 0, Nat.dvd_iff_mod_eq_zero, and 0 ∣ x ↔ x = 0): b ^ (n - 1) has thousands of bits
    x = max(b ** max(n - 1, 0) - 1, 0)
    return x % n == 0 if n else x == 0


def is_carmichael(n):
    # Mathlib/NumberTheory/CarmichaelNumber.lean: 2 < n ∧ ¬ n.Prime ∧ ∀ b, b.Coprime n →
    # ProbablePrime n b. The ∀ over ℕ is decided on b < 2 n: b + n has b's gcd with n and the
    # same b ^ (n - 1) mod n, and for b ≥ 1 (b = 0 is coprime to n only when n = 1) the
    # truncated b ^ (n - 1) - 1 is the true difference, so divisibility follows b mod n.
    # (`Nat.Coprime` as Python's gcd: it is tested on its own, and its transcription recurses
    # once per subtraction)
    return (2 < n and not nat_prime(n)
            and all(probable_prime(n, b) for b in range(2 * n) if math.gcd(b, n) == 1))






# (below, `*` and `+` are Python's: Nat.mul and Nat.add are tested on their own, and their
# transcriptions recurse once per unit)
def desc_factorial(n, k):  # | 0 => 1 | k + 1 => (n - k) * descFactorial n k
    return 1 if k == 0 else nat_sub(n, k - 1) * desc_factorial(n, k - 1)


def asc_factorial(n, k):  # | 0 => 1 | k + 1 => (n + k) * ascFactorial n k
    return 1 if k == 0 else (n + k - 1) * asc_factorial(n, k - 1)


def central_binom(n):  # Mathlib/Data/Nat/Choose/Central.lean: (2 * n).choose n
    return choose(2 * n, n)


def fermat_number(n):  # Mathlib/NumberTheory/Fermat.lean: 2 ^ (2 ^ n) + 1
    return nat_pow(2, nat_pow(2, n)) + 1


def primorial(n):  # Mathlib/NumberTheory/Primorial.lean: ∏ p ∈ range (n + 1) with p.Prime, p
    out = 1
    for p in finset_filter(nat_prime, frozenset(range_(n + 1))):
        out = out * p
    return out


def squarefree(r):
    # Mathlib/Algebra/Squarefree/Basic.lean: ∀ x : R, x * x ∣ r → IsUnit x; on ℕ IsUnit x ↔ x = 1
    # (Nat.isUnit_iff), and a witness x ≠ 0 of x * x ∣ r ≠ 0 is at most r (x = 0 divides only 0)
    return all(x == 1 for x in range(r + 1) if dvd(x * x, r))


# --- ℕ+ (Mathlib/Data/PNat/Notation.lean, Defs.lean, Algebra.lean, Basic.lean) ----------------
# `def PNat := { n : ℕ // 0 < n }`: a value is its ℕ value, and every operation is ℕ's on it.


def pnat_val(n):  # @[coe] def PNat.val : ℕ+ → ℕ := Subtype.val
    return n


def pnat_add(a, b):  # deriving AddLeftCancelSemigroup …: ⟨a + b, _⟩ (add_coe is rfl)
    return nat_add(a, b)


def pnat_mul(a, b):  # deriving Mul, CommMonoid: ⟨a * b, _⟩ (mul_coe is rfl)
    return nat_mul(a, b)


def pnat_pow(m, n):  # Monoid.npow: pow_coe (m ^ n : ℕ) = (m : ℕ) ^ n is rfl
    return nat_pow(m, n)


def to_pnat_prime(n):  # def Nat.toPNat' (n : ℕ) : ℕ+ := succPNat (pred n)
    return succ(pred(n))


def pnat_sub(a, b):  # instance instSub : Sub ℕ+ := ⟨fun a b => toPNat' (a - b : ℕ)⟩
    return to_pnat_prime(nat_sub(a, b))


def pnat_nat_pred(i):  # def natPred (i : ℕ+) : ℕ := i - 1
    return nat_sub(i, 1)


def nodup(l):  # Pairwise (· ≠ ·): each element unequal to every later one
    return all(l[i] != l[j] for i in range(length(l)) for j in range(i + 1, length(l)))


def forall2(r, l1, l2):  # nil: [] []; cons: R a b → Forall₂ R l₁ l₂ → Forall₂ R (a :: l₁) (b :: l₂)
    if not l1 or not l2:
        return not l1 and not l2
    return bool(r(l1[0], l2[0])) and forall2(r, l1[1:], l2[1:])


def finset_disjoint(a, b):  # ∀ x ⊆ a, x ⊆ b → x = ∅: no singleton below both
    return not any(x in b for x in _list(a))


def hamming_dist(n, x, y):  # #{i | x i ≠ y i}: the positions of Fin n where the tables differ
    return len([i for i in range(n) if x[i] != y[i]])
