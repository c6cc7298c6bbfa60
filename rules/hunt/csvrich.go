package hunt

import (
	"fmt"
	"strconv"
	"strings"
)

// The last three CSV columns hold what a real table's rows need beyond a
// check: ask is a yes/no question; bands are d10 bands and their effects,
// "1-3=injury:cut | 4-7= | 8+=resource:bone"; options are choices,
// "Rest=courage+1 | Press on=team+1". A band's own text is for JSON only.

// rowRich reads the ask, bands and options columns into e.
func rowRich(row []string, e *Entry) string {
	e.Ask = strings.TrimSpace(row[8])
	var err error
	if e.Bands, err = parseBands(row[9]); err != nil {
		return "bands: " + err.Error()
	}
	if e.Options, err = parseOptions(row[10]); err != nil {
		return "options: " + err.Error()
	}
	return ""
}

func parseBands(s string) ([]Band, error) {
	var out []Band
	for part := range strings.SplitSeq(s, "|") {
		if strings.TrimSpace(part) == "" {
			continue
		}
		span, fx, ok := strings.Cut(part, "=")
		if !ok {
			return nil, fmt.Errorf("%q is not like 1-3=effects", strings.TrimSpace(part))
		}
		b, err := parseSpan(strings.TrimSpace(span))
		if err != nil {
			return nil, err
		}
		if b.Effects, err = parseEffects(fx); err != nil {
			return nil, err
		}
		out = append(out, b)
	}
	return out, nil
}

// parseSpan reads "1-3", "1–3", "8+" or "5".
func parseSpan(s string) (Band, error) {
	bad := fmt.Errorf("%q is not a band like 1-3, 8+ or 5", s)
	if from, ok := strings.CutSuffix(s, "+"); ok {
		n, err := strconv.Atoi(from)
		if err != nil {
			return Band{}, bad
		}
		return Band{From: n, To: 10}, nil
	}
	from, to, ok := strings.Cut(strings.Replace(s, "–", "-", 1), "-")
	if !ok {
		to = from
	}
	a, err1 := strconv.Atoi(strings.TrimSpace(from))
	b, err2 := strconv.Atoi(strings.TrimSpace(to))
	if err1 != nil || err2 != nil {
		return Band{}, bad
	}
	return Band{From: a, To: b}, nil
}

func parseOptions(s string) ([]Option, error) {
	var out []Option
	for part := range strings.SplitSeq(s, "|") {
		if strings.TrimSpace(part) == "" {
			continue
		}
		label, fx, _ := strings.Cut(part, "=")
		o := Option{Label: strings.TrimSpace(label)}
		var err error
		if o.Effects, err = parseEffects(fx); err != nil {
			return nil, err
		}
		out = append(out, o)
	}
	return out, nil
}

func bandsCSV(bands []Band) string {
	parts := make([]string, len(bands))
	for i, b := range bands {
		parts[i] = fmt.Sprintf("%d-%d=%s", b.From, b.To, effectsCSV(b.Effects))
	}
	return strings.Join(parts, " | ")
}

func optionsCSV(opts []Option) string {
	parts := make([]string, len(opts))
	for i, o := range opts {
		parts[i] = o.Label + "=" + effectsCSV(o.Effects)
	}
	return strings.Join(parts, " | ")
}
