/**
 * A replay as ONE self-contained HTML file: the board at every step, drawn at export time for the
 * chosen perspective by the game's board renderer, and the narration, embedded as JSON with a
 * small inline script to step through them (arrow keys, Home/End, a slider). It makes no network
 * request: no external file, and a Content-Security-Policy that forbids fetching anything.
 *
 * Boards of consecutive steps differ in a few elements, so they are stored once as a table of
 * markup tokens (one per tag) and each step as copies of runs of the step before plus new tokens:
 * a 600-action game seen by all six seats is about 2 MB instead of 150 MB. Pure string building,
 * so the playground builds the same file in the browser.
 */
import { seatCount, type AnyGameModule, type PlayerId } from '../core/types.js';
import { boardOf } from './boards.js';
import { endLine, narration, seatTitle, type Perspective, type ReplayStep } from './replay-steps.js';

/** One step as the viewer shows it. */
interface StepData {
  /** "Setup", or the action's number and who took it. */
  readonly label: string;
  /** The narration of this step for the perspective. */
  readonly lines: readonly string[];
  /** Per board, the step's markup as ops on the previous step's tokens (see {@link encodeTokens}). */
  readonly boards: readonly (readonly number[])[];
}

/** What the file embeds. */
interface ReplayData {
  readonly title: string;
  readonly perspective: string;
  readonly boardNames: readonly string[];
  readonly tokens: readonly string[];
  readonly steps: readonly StepData[];
  readonly end: string;
}

/** The tokens of every board of a replay, each stored once, by id. */
class TokenTable {
  readonly tokens: string[] = [];
  private readonly ids = new Map<string, number>();

  /** The token ids of `markup`, split before every `<`. */
  idsOf(markup: string): number[] {
    return markup.split(/(?=<)/).map((token) => {
      let id = this.ids.get(token);
      if (id === undefined) {
        id = this.tokens.length;
        this.tokens.push(token);
        this.ids.set(token, id);
      }
      return id;
    });
  }
}

/**
 * `ids` as ops on `previous`: a token id (≥ 0) stands for itself; a negative number `-1 - from`
 * followed by a length copies that many ids of `previous` starting at `from`. Greedy: it extends
 * runs while they match and jumps to the next place the wanted token stood before.
 */
export function encodeTokens(ids: readonly number[], previous: readonly number[]): number[] {
  const places = new Map<number, number[]>();
  previous.forEach((id, at) => {
    const list = places.get(id);
    if (list === undefined) places.set(id, [at]);
    else list.push(at);
  });
  const ops: number[] = [];
  let from = 0;
  for (let at = 0; at < ids.length; ) {
    const id = ids[at] ?? 0;
    if (from < previous.length && previous[from] === id) {
      let length = 0;
      while (at + length < ids.length && from + length < previous.length && previous[from + length] === ids[at + length]) length++;
      ops.push(-1 - from, length);
      at += length;
      from += length;
      continue;
    }
    const seen = places.get(id);
    const next = seen?.find((place) => place >= from) ?? seen?.[0];
    if (next !== undefined) {
      from = next;
      continue;
    }
    ops.push(id);
    at++;
  }
  return ops;
}

/** The inverse of {@link encodeTokens} (the viewer's script does the same). */
export function decodeTokens(ops: readonly number[], previous: readonly number[]): number[] {
  const ids: number[] = [];
  for (let at = 0; at < ops.length; at++) {
    const op = ops[at] ?? 0;
    if (op >= 0) ids.push(op);
    else {
      const from = -1 - op;
      const length = ops[++at] ?? 0;
      for (let k = 0; k < length; k++) ids.push(previous[from + k] ?? 0);
    }
  }
  return ids;
}

/** The seats whose boards the file shows for `perspective`: one seat, the spectator, or every seat. */
function viewersOf(perspective: Perspective, seats: number): (PlayerId | null)[] {
  if (perspective === 'everything') return Array.from({ length: seats }, (_, seat) => seat);
  return [perspective];
}

/** How the file names the perspective. */
function perspectiveText(game: AnyGameModule, state: unknown, perspective: Perspective): string {
  if (perspective === 'everything') return 'every seat, every secret';
  if (perspective === null) return 'as a spectator sees it';
  return `as ${seatTitle(game, state, perspective)} sees it`;
}

/** The data the viewer embeds: labels, narration and token-coded boards of every step. */
function replayData(game: AnyGameModule, steps: readonly ReplayStep[], perspective: Perspective): ReplayData {
  const first = steps[0];
  const last = steps[steps.length - 1];
  if (first === undefined || last === undefined) throw new RangeError('replayHtml: a replay has at least its setup step');
  const board = boardOf(game.id);
  const seats = seatCount(game, first.match.state);
  const viewers = board === undefined ? [] : viewersOf(perspective, seats);
  const table = new TokenTable();
  const previous: number[][] = viewers.map(() => []);
  const data: StepData[] = steps.map((step, index) => {
    const { state, config } = step.match;
    const activePlayers = game.activePlayers(state);
    const boards = viewers.map((viewer, at) => {
      const ids = table.idsOf(board?.(game.view(state, viewer), config, { activePlayers, idPrefix: `b${at}` }) ?? '');
      const ops = encodeTokens(ids, previous[at] ?? []);
      previous[at] = ids;
      return ops;
    });
    const label = step.action === null ? 'Setup' : `${index}. ${seatTitle(game, (steps[index - 1] ?? step).match.state, step.action.player)}`;
    return { label, lines: narration(game, step, steps[index - 1], perspective), boards };
  });
  return {
    title: game.title,
    perspective: perspectiveText(game, first.match.state, perspective),
    boardNames: viewers.map((viewer) => (viewer === null ? 'spectator' : seatTitle(game, first.match.state, viewer))),
    tokens: table.tokens,
    steps: data,
    end: endLine(game, last.match),
  };
}

/** `text` safe inside HTML text and attribute values. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

const STYLE = `
*{box-sizing:border-box}body{margin:0;font:15px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2328;background:#f3efe6}
header{padding:10px 16px;background:#1f2328;color:#fbf8f1}h1{font-size:18px;margin:0}header p{margin:2px 0 0;opacity:.85}
.controls{position:sticky;top:0;z-index:1;display:flex;gap:8px;align-items:center;padding:8px 16px;background:#fbf8f1;border-bottom:1px solid #d6d0c4}
.controls input[type=range]{flex:1}.controls button{font:inherit;min-width:2.4em;padding:4px 8px}
#step-label{min-width:16em;font-weight:600}
main{display:grid;grid-template-columns:minmax(0,3fr) minmax(260px,1fr);gap:12px;padding:12px 16px}
#boards{display:grid;grid-template-columns:repeat(auto-fit,minmax(min(100%,520px),1fr));gap:12px;align-content:start}
figure{margin:0}figcaption{font-weight:600;margin-bottom:4px}figure svg{width:100%;height:auto;display:block;border:1px solid #d6d0c4;border-radius:6px}
#narration{max-height:80vh;overflow:auto;margin:0;padding:0 0 0 8px;list-style:none;background:#fbf8f1;border:1px solid #d6d0c4;border-radius:6px}
#narration li{padding:4px 6px;border-bottom:1px solid #ece6da}#narration li.now{background:#fde8c8}#narration b{display:block}
#narration p{margin:0}.end{font-weight:600}
@media (max-width:800px){main{grid-template-columns:1fr}}
`;

/** The viewer's script: decodes the boards once, then shows step `at` on every move. */
const SCRIPT = `
(function(){
var data=JSON.parse(document.getElementById('replay-data').textContent);
var tokens=data.tokens,steps=data.steps,last=steps.length-1;
var ids=data.boardNames.map(function(){return []});
var boards=steps.map(function(step){return step.boards.map(function(ops,b){
  var out=[],prev=ids[b];
  for(var i=0;i<ops.length;i++){var op=ops[i];if(op>=0)out.push(op);else{var from=-1-op,n=ops[++i];for(var k=0;k<n;k++)out.push(prev[from+k]);}}
  ids[b]=out;return out;});});
var slider=document.getElementById('step-slider'),label=document.getElementById('step-label');
var boardBox=document.getElementById('boards'),list=document.getElementById('narration');
slider.max=String(last);
var figures=data.boardNames.map(function(name){
  var figure=document.createElement('figure');
  if(data.boardNames.length>1){var caption=document.createElement('figcaption');caption.textContent=name;figure.appendChild(caption);}
  var holder=document.createElement('div');figure.appendChild(holder);boardBox.appendChild(figure);return holder;});
var items=steps.map(function(step,i){
  var li=document.createElement('li');li.dataset.step=String(i);
  var b=document.createElement('b');b.textContent=step.label;li.appendChild(b);
  step.lines.forEach(function(line){var p=document.createElement('p');p.textContent=line;li.appendChild(p);});
  if(i===last){var end=document.createElement('p');end.className='end';end.textContent=data.end;li.appendChild(end);}
  li.addEventListener('click',function(){show(i)});return li;});
var at=-1;
function show(i){
  i=Math.max(0,Math.min(last,i));if(i===at)return;at=i;
  slider.value=String(i);label.textContent=(i===0?'Setup':'Action '+i+' of '+last)+' \\u2014 '+steps[i].label;
  figures.forEach(function(holder,b){holder.innerHTML=boards[i][b].map(function(id){return tokens[id]}).join('');});
  while(list.firstChild)list.removeChild(list.firstChild);
  for(var k=0;k<=i;k++){items[k].className=k===i?'now':'';list.appendChild(items[k]);}
  list.scrollTop=list.scrollHeight;
  document.body.dataset.step=String(i);
}
slider.addEventListener('input',function(){show(Number(slider.value))});
document.getElementById('first').addEventListener('click',function(){show(0)});
document.getElementById('back').addEventListener('click',function(){show(at-1)});
document.getElementById('forward').addEventListener('click',function(){show(at+1)});
document.getElementById('last').addEventListener('click',function(){show(last)});
document.addEventListener('keydown',function(e){
  if(e.target===slider)return;
  var to={ArrowLeft:at-1,ArrowRight:at+1,Home:0,End:last}[e.key];
  if(to!==undefined){e.preventDefault();show(to);}
});
show(0);
})();
`;

/**
 * The self-contained HTML replay viewer of `steps` (from `replaySteps`) as `perspective` saw it:
 * a seat, a spectator (`null`), or `'everything'` (every seat's board side by side and every
 * event). Games without a board renderer are told in words only.
 */
export function replayHtml(game: AnyGameModule, steps: readonly ReplayStep[], perspective: Perspective): string {
  const data = replayData(game, steps, perspective);
  // `<` escaped so that no name in the config can close the script element.
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(`${data.title}: replay, ${data.perspective}`)}</title>
<style>${STYLE}</style>
</head>
<body>
<header><h1>${escapeHtml(data.title)}: replay</h1><p>${escapeHtml(`${steps.length - 1} actions, ${data.perspective}. ${data.end}`)}</p></header>
<div class="controls" role="toolbar" aria-label="Step through the replay">
<button id="first" type="button" aria-label="First step">&laquo;</button>
<button id="back" type="button" aria-label="Step back">&#x25C0;</button>
<input id="step-slider" type="range" min="0" value="0" step="1" aria-label="Step">
<button id="forward" type="button" aria-label="Step forward">&#x25B6;</button>
<button id="last" type="button" aria-label="Last step">&raquo;</button>
<span id="step-label" aria-live="polite"></span>
</div>
<main><div id="boards">${data.boardNames.length === 0 ? '<p>This game has no board drawing yet: the narration tells the match.</p>' : ''}</div><ol id="narration" aria-label="What happened"></ol></main>
<script type="application/json" id="replay-data">${json}</script>
<script>${SCRIPT}</script>
</body>
</html>
`;
}
