/* The compiled core of solver/search.py: the same search, the same rules, the same
 * table, in C for speed. solver/search.py is the reference and documents the method;
 * tests/solver check the two agree with each other, with DDS and with brute force.
 *
 * Cards: suit * 16 + grade (suit 0-3, grade 2-14); the knight is suit 4, grade 10.
 * A hand is four 16-bit grade masks and a count of knights.
 *
 * The table lives for the process (the GIL is held throughout, so one caller at a
 * time): its keys are whole positions with ranks made relative, plus the rules and
 * the weights, so what it learnt stays true for any later call. */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#define KNIGHT_SUIT 4
#define KNIGHT_CODE (KNIGHT_SUIT * 16 + 10)
#define BISHOP_GRADE 11
#define LAST_TRICK 13
#define TABLE_BITS 21
#define TABLE_SIZE (1u << TABLE_BITS)
#define PROBES 4

typedef struct {
    uint64_t key[5];
    int16_t low, high;
    uint8_t used, depth, best;
} Entry;

static Entry *table = NULL;

typedef struct {
    uint16_t mask[4][4]; /* [seat][suit] grades held */
    int knights[4];
    int trick_seat[4], trick_code[4], trick_len;
    int trump, bishops, trick_weight, bishop_weight, step;
    long long nodes, max_nodes; /* max_nodes 0: no limit */
    int aborted;                /* over the limit: unwind, store nothing */
} Ctx;

static int winner(const int *trick, int n, int trump, int number, int bishops) {
    int best = -1, best_grade = 0, i;
    if (bishops) {
        if (number == LAST_TRICK)
            for (i = n - 1; i >= 0; i--)
                if (trick[i] == KNIGHT_CODE) return i;
        if (trump >= 0) {
            for (i = 0; i < n; i++)
                if ((trick[i] >> 4) == trump && (trick[i] & 15) > best_grade) {
                    best = i;
                    best_grade = trick[i] & 15;
                }
            if (best >= 0) return best;
        }
        int led = trick[0] >> 4;
        int irregular = led == KNIGHT_SUIT && number != LAST_TRICK;
        for (i = 0; i < n; i++) {
            int c = trick[i];
            if ((irregular || (c >> 4) == led || c == KNIGHT_CODE) && (c & 15) > best_grade) {
                best = i;
                best_grade = c & 15;
            }
        }
        return best;
    }
    int led = trick[0] >> 4, best_key = 0;
    best = 0;
    for (i = 0; i < n; i++) {
        int s = trick[i] >> 4, k = 0;
        if (s == trump) k = 32 + (trick[i] & 15);
        else if (s == led) k = 16 + (trick[i] & 15);
        if (k > best_key) {
            best = i;
            best_key = k;
        }
    }
    return best;
}

static int count_bits(unsigned v) { return __builtin_popcount(v); }

static int bishops_left(const Ctx *c) {
    int n = 0, s, t;
    if (!c->bishops) return 0;
    for (s = 0; s < 4; s++)
        for (t = 0; t < 4; t++) n += (c->mask[s][t] >> BISHOP_GRADE) & 1;
    for (t = 0; t < c->trick_len; t++)
        if (c->trick_code[t] != KNIGHT_CODE && (c->trick_code[t] & 15) == BISHOP_GRADE) n++;
    return n;
}

static int most(const Ctx *c, int number, int need) {
    int tricks = 14 - number;
    int step = (need > 0 && need <= tricks) ? c->step : 0;
    return c->trick_weight * tricks + c->bishop_weight * bishops_left(c) + step;
}

/* The table key: the position with ranks relative (see search.py, Search._key). */
static void make_key(const Ctx *c, int turn, int need, uint64_t *key) {
    uint16_t rel[4][4];
    int seat, suit, g;
    memset(rel, 0, sizeof rel);
    int mark = 0;
    int knights = c->knights[0] + c->knights[1] + c->knights[2] + c->knights[3];
    if (c->bishops && knights) {
        unsigned grades = 0;
        int dense[16];
        for (seat = 0; seat < 4; seat++) {
            for (suit = 0; suit < 4; suit++) grades |= c->mask[seat][suit];
            if (c->knights[seat]) grades |= 1u << 10;
        }
        int next = 15;
        for (g = 14; g >= 2; g--)
            if (grades & (1u << g)) dense[g] = next--;
        if (grades & (1u << BISHOP_GRADE)) mark = dense[BISHOP_GRADE];
        for (seat = 0; seat < 4; seat++)
            for (suit = 0; suit < 4; suit++) {
                unsigned m = c->mask[seat][suit];
                uint16_t r = 0;
                while (m) {
                    g = __builtin_ctz(m);
                    m &= m - 1;
                    r |= (uint16_t)(1u << dense[g]);
                }
                rel[seat][suit] = r;
            }
    } else {
        /* no knight left: no trick compares suits (no irregular trick, no knight
         * ranking as a ten), so only the order within each suit matters; in Bishops
         * whist the bishop's place in its suit is kept (its points) */
        for (suit = 0; suit < 4; suit++) {
            int next = 14;
            for (g = 14; g >= 2; g--)
                for (seat = 0; seat < 4; seat++)
                    if (c->mask[seat][suit] & (1u << g)) {
                        rel[seat][suit] |= (uint16_t)(1u << next);
                        if (c->bishops && g == BISHOP_GRADE) mark |= (next - 1) << (suit * 4);
                        next--;
                        break;
                    }
        }
        if (c->bishops) mark |= 1 << 16;
    }
    for (seat = 0; seat < 4; seat++)
        key[seat] = (uint64_t)rel[seat][0] | ((uint64_t)rel[seat][1] << 16) |
                    ((uint64_t)rel[seat][2] << 32) | ((uint64_t)rel[seat][3] << 48);
    key[4] = (uint64_t)c->knights[0] | ((uint64_t)c->knights[1] << 4) |
             ((uint64_t)c->knights[2] << 8) | ((uint64_t)c->knights[3] << 12) |
             ((uint64_t)turn << 16) | ((uint64_t)need << 20) | ((uint64_t)(c->trump + 1) << 25) |
             ((uint64_t)c->bishops << 28) | ((uint64_t)c->trick_weight << 29) |
             ((uint64_t)c->bishop_weight << 35) | ((uint64_t)c->step << 41) |
             ((uint64_t)mark << 44);
}

static uint64_t hash_key(const uint64_t *key) {
    uint64_t h = 0x9E3779B97F4A7C15ull;
    for (int i = 0; i < 5; i++) {
        h ^= key[i];
        h *= 0xBF58476D1CE4E5B9ull;
        h ^= h >> 31;
    }
    return h;
}

static Entry *find(const uint64_t *key, uint64_t h) {
    for (int i = 0; i < PROBES; i++) {
        Entry *e = &table[(h + i) & (TABLE_SIZE - 1)];
        if (e->used && memcmp(e->key, key, sizeof e->key) == 0) return e;
    }
    return NULL;
}

static void store(const uint64_t *key, uint64_t h, int depth, int result, int target, int best) {
    Entry *slot = NULL;
    for (int i = 0; i < PROBES; i++) {
        Entry *e = &table[(h + i) & (TABLE_SIZE - 1)];
        if (e->used && memcmp(e->key, key, sizeof e->key) == 0) {
            slot = e;
            break;
        }
    }
    if (!slot) {
        /* an empty slot, else the shallowest entry (the cheapest to find again) */
        for (int i = 0; i < PROBES; i++) {
            Entry *e = &table[(h + i) & (TABLE_SIZE - 1)];
            if (!e->used) {
                slot = e;
                break;
            }
            if (!slot || e->depth < slot->depth) slot = e;
        }
        memcpy(slot->key, key, sizeof slot->key);
        slot->used = 1;
        slot->best = 0;
        slot->depth = (uint8_t)depth;
        slot->low = 0;
        slot->high = 30000;
    }
    if (best >= 0) slot->best = (uint8_t)best;
    if (result) {
        if (target > slot->low) slot->low = (int16_t)target;
    } else {
        if (target - 1 < slot->high) slot->high = (int16_t)(target - 1);
    }
}

typedef struct {
    int code, order;
} Move;

static int all_in_suit(const Ctx *c, int suit) {
    int m = 0;
    for (int s = 0; s < 4; s++) m |= c->mask[s][suit];
    for (int t = 0; t < c->trick_len; t++)
        if ((c->trick_code[t] >> 4) == suit) m |= 1 << (c->trick_code[t] & 15);
    return m;
}

/* Grades held or on the trick outside ``suit`` (knights as 10). */
static int other_grades(const Ctx *c, int suit) {
    int m = 0;
    for (int s = 0; s < 4; s++) {
        for (int t = 0; t < 4; t++)
            if (t != suit) m |= c->mask[s][t];
        if (c->knights[s]) m |= 1 << 10;
    }
    for (int t = 0; t < c->trick_len; t++)
        if ((c->trick_code[t] >> 4) != suit) m |= 1 << (c->trick_code[t] & 15);
    return m;
}

static int any_knight(const Ctx *c) {
    for (int t = 0; t < c->trick_len; t++)
        if (c->trick_code[t] == KNIGHT_CODE) return 1;
    return c->knights[0] + c->knights[1] + c->knights[2] + c->knights[3] > 0;
}

static int equivalent(const Ctx *c, int high, int low) {
    int suit = high >> 4;
    if (suit != (low >> 4) || suit == KNIGHT_SUIT) return 0;
    int lo = low & 15, hi = high & 15;
    if (c->bishops && (lo == BISHOP_GRADE || hi == BISHOP_GRADE)) return 0;
    int between = ((1 << hi) - 1) & ~((1 << (lo + 1)) - 1);
    if (all_in_suit(c, suit) & between) return 0;
    if (c->bishops && any_knight(c)) {
        int span = ((1 << (hi + 1)) - 1) & ~((1 << lo) - 1);
        if (other_grades(c, suit) & span) return 0;
    }
    return 1;
}

static int gen_moves(const Ctx *c, int turn, int number, Move *moves) {
    int lawful[14], n = 0, suit, g;
    int follow_only = -1, with_knight = 1;
    if (c->trick_len > 0) {
        int led = c->trick_code[0] >> 4;
        if (led != KNIGHT_SUIT && c->mask[turn][led]) {
            follow_only = led;
            with_knight = c->bishops && c->mask[turn][led] == (1 << BISHOP_GRADE);
        }
    }
    for (suit = 0; suit < 4; suit++) {
        if (follow_only >= 0 && suit != follow_only) continue;
        for (g = 14; g >= 2; g--)
            if (c->mask[turn][suit] & (1 << g)) lawful[n++] = suit * 16 + g;
    }
    if (c->knights[turn] && with_knight) lawful[n++] = KNIGHT_CODE;
    int count = 0;
    for (int i = 0; i < n; i++) {
        if (count && equivalent(c, moves[count - 1].code, lawful[i])) continue;
        int code = lawful[i], grade = code & 15, order;
        if (c->trick_len == 0) {
            /* cash a winner first; else lead low towards the partner's winner; else low */
            int suit_ = code >> 4;
            if (suit_ == KNIGHT_SUIT) {
                order = 100; /* "Never lead a knight except compelled to do so" (Dana) */
            } else {
                unsigned others = 0, partner = c->mask[(turn + 2) & 3][suit_];
                unsigned adversaries = c->mask[(turn + 1) & 3][suit_] | c->mask[(turn + 3) & 3][suit_];
                for (int o = 1; o < 4; o++) others |= c->mask[(turn + o) & 3][suit_];
                if (!others || grade > 31 - __builtin_clz(others)) order = -20 - grade;
                else if (partner && (!adversaries || __builtin_clz(partner) < __builtin_clz(adversaries)))
                    order = grade;
                else order = 20 + grade;
            }
        } else {
            int trial[4];
            for (int t = 0; t < c->trick_len; t++) trial[t] = c->trick_code[t];
            trial[c->trick_len] = code;
            int best = winner(trial, c->trick_len + 1, c->trump, number, c->bishops);
            if (best == c->trick_len) order = grade;
            else if ((c->trick_seat[best] & 1) == (turn & 1)) order = 20 + grade;
            else order = 40 + grade;
        }
        moves[count].code = code;
        moves[count].order = order;
        count++;
    }
    /* insertion sort, stable: smaller order first */
    for (int i = 1; i < count; i++) {
        Move m = moves[i];
        int j = i - 1;
        while (j >= 0 && moves[j].order > m.order) {
            moves[j + 1] = moves[j];
            j--;
        }
        moves[j + 1] = m;
    }
    return count;
}

static void take(Ctx *c, int seat, int code) {
    if (code == KNIGHT_CODE) c->knights[seat]--;
    else c->mask[seat][code >> 4] &= (uint16_t)~(1u << (code & 15));
}

static void give(Ctx *c, int seat, int code) {
    if (code == KNIGHT_CODE) c->knights[seat]++;
    else c->mask[seat][code >> 4] |= (uint16_t)(1u << (code & 15));
}

static int hand_size(const Ctx *c, int seat) {
    int n = c->knights[seat];
    for (int s = 0; s < 4; s++) n += count_bits(c->mask[seat][s]);
    return n;
}

/* Sure tricks for the side of ``leader``, who is on lead: in each suit the leader's
 * cards above every other card of it, cashed one after another, as long as no one who
 * could take them over (an adversary, or the partner who would then have the lead)
 * is void of the suit with a trump, or in Bishops whist with a knight while the cards
 * cashed are below the knight's ten. Never the thirteenth trick (the knight's trick). */
static int quick_tricks(const Ctx *c, int leader, int number) {
    if (number >= LAST_TRICK) return 0;
    int total = 0;
    for (int s = 0; s < 4; s++) {
        unsigned mine = c->mask[leader][s];
        if (!mine) continue;
        unsigned others = 0;
        for (int o = 1; o < 4; o++) others |= c->mask[(leader + o) & 3][s];
        unsigned above = mine;
        if (others) above &= ~((1u << (32 - __builtin_clz(others))) - 1);
        int rounds = count_bits(above);
        if (!rounds) continue;
        int lowest = __builtin_ctz(above);
        for (int o = 1; o < 4; o++) {
            int seat = (leader + o) & 3, danger = 0;
            if (s != c->trump && c->trump >= 0 && c->mask[seat][c->trump]) danger = 1;
            if (c->bishops && s != c->trump && c->knights[seat] && lowest < 10) danger = 1;
            if (danger) {
                int length = count_bits(c->mask[seat][s]);
                if (length < rounds) rounds = length;
            }
        }
        total += rounds;
    }
    return total < 13 - number ? total : 13 - number;
}

static int clamp_need(int need, int tricks) { return need < tricks + 1 ? need : tricks + 1; }

static int at_least(Ctx *c, int turn, int number, int need, int target) {
    uint64_t key[5], h = 0;
    /* the card that last refuted this position (kept in the table): tried first */
    int keyed = 0, first = -1;
    c->nodes++;
    if (c->max_nodes && c->nodes > c->max_nodes) c->aborted = 1;
    if (c->aborted) return 0;
    if (c->trick_len == 0) {
        if (target <= 0) return 1;
        if (hand_size(c, turn) == 0) return 0;
        if (most(c, number, need) < target) return 0;
        int sure = quick_tricks(c, turn, number);
        if (sure) {
            if ((turn & 1) == 0) {
                int gain = c->trick_weight * sure + ((need > 0 && need <= sure) ? c->step : 0);
                if (gain >= target) return 1;
            } else {
                int tricks = 14 - number - sure;
                int gain = c->trick_weight * tricks + c->bishop_weight * bishops_left(c) +
                           ((need > 0 && need <= tricks) ? c->step : 0);
                if (gain < target) return 0;
            }
        }
        make_key(c, turn, need, key);
        h = hash_key(key);
        Entry *e = find(key, h);
        if (e) {
            if (e->low >= target) return 1;
            if (e->high < target) return 0;
            if (e->best) first = e->best;
        }
        keyed = 1;
    }
    Move moves[14];
    int n = gen_moves(c, turn, number, moves);
    for (int i = 1; i < n; i++)
        if (moves[i].code == first) {
            Move m = moves[i];
            memmove(&moves[1], &moves[0], (size_t)i * sizeof(Move));
            moves[0] = m;
            break;
        }
    int maximizing = (turn & 1) == 0;
    int result = !maximizing, cut = -1;
    for (int i = 0; i < n; i++) {
        int code = moves[i].code, ok;
        take(c, turn, code);
        c->trick_seat[c->trick_len] = turn;
        c->trick_code[c->trick_len] = code;
        c->trick_len++;
        if (c->trick_len == 4) {
            int w = winner(c->trick_code, 4, c->trump, number, c->bishops);
            int won_by = c->trick_seat[w], gain = 0, next_need = need;
            if ((won_by & 1) == 0) {
                gain = c->trick_weight;
                if (c->bishop_weight)
                    for (int t = 0; t < 4; t++)
                        if (c->trick_code[t] != KNIGHT_CODE && (c->trick_code[t] & 15) == BISHOP_GRADE)
                            gain += c->bishop_weight;
                if (need == 1) gain += c->step;
                next_need = need > 0 ? need - 1 : 0;
            }
            next_need = clamp_need(next_need, 13 - number);
            int saved_seat[4], saved_code[4];
            memcpy(saved_seat, c->trick_seat, sizeof saved_seat);
            memcpy(saved_code, c->trick_code, sizeof saved_code);
            c->trick_len = 0;
            ok = at_least(c, won_by, number + 1, next_need, target - gain);
            memcpy(c->trick_seat, saved_seat, sizeof saved_seat);
            memcpy(c->trick_code, saved_code, sizeof saved_code);
            c->trick_len = 4;
        } else {
            ok = at_least(c, (turn + 1) & 3, number, need, target);
        }
        c->trick_len--;
        give(c, turn, code);
        if (c->aborted) return 0;
        if (ok == maximizing) {
            result = ok;
            cut = code;
            break;
        }
    }
    if (keyed) store(key, h, 14 - number, result, target, cut);
    return result;
}

static int read_codes(PyObject *seq, int *out, int limit, const char *what) {
    PyObject *fast = PySequence_Fast(seq, what);
    if (!fast) return -1;
    Py_ssize_t n = PySequence_Fast_GET_SIZE(fast);
    if (n > limit) {
        Py_DECREF(fast);
        PyErr_Format(PyExc_ValueError, "%s: %zd cards, at most %d", what, n, limit);
        return -1;
    }
    for (Py_ssize_t i = 0; i < n; i++) {
        long v = PyLong_AsLong(PySequence_Fast_GET_ITEM(fast, i));
        if (v == -1 && PyErr_Occurred()) {
            Py_DECREF(fast);
            return -1;
        }
        out[i] = (int)v;
    }
    Py_DECREF(fast);
    return (int)n;
}

static PyObject *solve(PyObject *self, PyObject *args) {
    PyObject *hands, *trick_seats, *trick_codes;
    int turn, number, need, trump, bishops, tw, bw, step;
    long long max_nodes;
    (void)self;
    if (!PyArg_ParseTuple(args, "OOOiiiiiiiiL", &hands, &trick_seats, &trick_codes, &turn,
                          &number, &need, &trump, &bishops, &tw, &bw, &step, &max_nodes))
        return NULL;
    if (!table) {
        table = calloc(TABLE_SIZE, sizeof(Entry));
        if (!table) return PyErr_NoMemory();
    }
    Ctx c;
    memset(&c, 0, sizeof c);
    c.trump = trump;
    c.bishops = bishops;
    c.trick_weight = tw;
    c.bishop_weight = bw;
    c.step = step;
    c.max_nodes = max_nodes;
    for (int seat = 0; seat < 4; seat++) {
        int codes[13];
        PyObject *hand = PySequence_GetItem(hands, seat);
        if (!hand) return NULL;
        int n = read_codes(hand, codes, 13, "a hand");
        Py_DECREF(hand);
        if (n < 0) return NULL;
        for (int i = 0; i < n; i++) give(&c, seat, codes[i]);
    }
    int n = read_codes(trick_seats, c.trick_seat, 3, "the trick");
    if (n < 0 || read_codes(trick_codes, c.trick_code, 3, "the trick") != n) return NULL;
    c.trick_len = n;
    int low = 0, high = most(&c, number, need);
    need = clamp_need(need, 14 - number);
    while (low < high) {
        int target = (low + high + 1) / 2;
        if (at_least(&c, turn, number, need, target)) low = target;
        else high = target - 1;
        if (c.aborted) return Py_BuildValue("iL", -1, c.nodes);
    }
    return Py_BuildValue("iL", low, c.nodes);
}

static PyObject *clear(PyObject *self, PyObject *args) {
    (void)self;
    (void)args;
    if (table) memset(table, 0, TABLE_SIZE * sizeof(Entry));
    Py_RETURN_NONE;
}

static PyMethodDef methods[] = {
    {"solve", solve, METH_VARARGS,
     "solve(hands, trick_seats, trick_codes, turn, trick_number, need, trump, bishops, "
     "trick_weight, bishop_weight, step, max_nodes) -> (value, nodes); value -1: gave up "
     "after max_nodes (0: no limit)"},
    {"clear", clear, METH_NOARGS, "Forget the table."},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {
    PyModuleDef_HEAD_INIT, "_core", "The compiled core of solver.search.", -1, methods,
    NULL, NULL, NULL, NULL,
};

PyMODINIT_FUNC PyInit__core(void) { return PyModule_Create(&module); }
