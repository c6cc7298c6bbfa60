package tag

import (
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// Each constructor must render its own tag: a typo here would still compile
// and only show as a broken page.
func TestTags(t *testing.T) {
	tests := []struct {
		el   app.UI
		want string
	}{
		{A(), "<a></a>"},
		{Abbr(), "<abbr></abbr>"},
		{Article(), "<article></article>"},
		{Aside(), "<aside></aside>"},
		{Button(), "<button></button>"},
		{Caption(), "<caption></caption>"},
		{Dd(), "<dd></dd>"},
		{Details(), "<details></details>"},
		{Div(), "<div></div>"},
		{Dl(), "<dl></dl>"},
		{Dt(), "<dt></dt>"},
		{FieldSet(), "<fieldset></fieldset>"},
		{FigCaption(), "<figcaption></figcaption>"},
		{Figure(), "<figure></figure>"},
		{Form(), "<form></form>"},
		{H1(), "<h1></h1>"},
		{H2(), "<h2></h2>"},
		{H3(), "<h3></h3>"},
		{Header(), "<header></header>"},
		{Label(), "<label></label>"},
		{Legend(), "<legend></legend>"},
		{Li(), "<li></li>"},
		{Main(), "<main></main>"},
		{Nav(), "<nav></nav>"},
		{Ol(), "<ol></ol>"},
		{Option(), "<option></option>"},
		{P(), "<p></p>"},
		{Pre(), "<pre></pre>"},
		{Section(), "<section></section>"},
		{Select(), "<select></select>"},
		{Span(), "<span></span>"},
		{Strong(), "<strong></strong>"},
		{Summary(), "<summary></summary>"},
		{Table(), "<table></table>"},
		{TBody(), "<tbody></tbody>"},
		{Td(), "<td></td>"},
		{Textarea(), "<textarea></textarea>"},
		{Th(), "<th></th>"},
		{Tr(), "<tr></tr>"},
		{Ul(), "<ul></ul>"},
		{Img(), "<img>"},
		{Input(), "<input>"},
	}
	for _, tt := range tests {
		t.Run(tt.want, func(t *testing.T) {
			if got := app.HTMLString(tt.el); got != tt.want {
				t.Errorf("got %q, want %q", got, tt.want)
			}
		})
	}
}
