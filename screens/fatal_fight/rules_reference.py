"""F1: the rules digest (rules/fatal-fight.md) as a player reads it at the table, ja/en.

Each section names its rule ids. The text is laid out once per width, language and scale
into one tall surface; the wheel, ↑/↓ and PageUp/PageDown scroll it.
"""

from __future__ import annotations

from functools import lru_cache

import pygame

from screens.cards.icons import IconSet
from screens.fatal_fight import paint
from screens.fatal_fight.strings import t
from screens.text.rich import RichFont
from screens.text.wrap import wrap

SECTIONS: tuple[tuple[str, dict[str, str], dict[str, str]], ...] = (
    ("FF-W4 · FF-R9", {"ja": "目的", "en": "Goal"}, {
        "ja": "3つのステージで、それぞれのボスをKOすればキャンペーン勝利。ヒーロー全員がダウンすると敗北。",
        "en": "KO each stage's boss to clear it; clear 3 stages to win the campaign. If every hero is down, it is lost.",
    }),
    ("FF-R1–R4 · FF-R10", {"ja": "ラウンドの流れ", "en": "A round"}, {
        "ja": "ステージカードを1枚めくる（4枚目の後はボスステージ）→ カードの数だけ敵がエントリー1〜6に登場 → "
              "ギミック → 各自手札上限まで引く（山札切れは捨て札をシャッフル、脅威+1）→ 速さの小さい順に各ヒーローのターン → "
              "敵フェイズ → ラウンド終了（使ったカードは捨て札、ガードは消える）。",
        "en": "Turn over a stage card (the boss stage after the 4th) → its enemies enter at entries 1–6 → gimmicks → "
              "everyone draws up to max hand (an empty deck reshuffles the discard: threat +1) → each hero takes a turn, "
              "lowest speed first → the enemy phase → round end (played cards to the discard, Guard is gone).",
    }),
    ("FF-R5", {"ja": "自分のターン", "en": "Your turn"}, {
        "ja": "移動1と【アクション】3。余りは消える。アクション不要：1マス移動（エントリーには入れない）、拾う、アイテム、"
              "必殺技（ライフ2、0にはできない）、残心（手札を捨てる）。カードは1枚1アクション：裏向きなら移動+1、"
              "表向きならその効果（ガード・ドロー・回復など）。",
        "en": "1 move point and 3 actions; leftovers are lost. Free: move one cell (never onto an entry), pick up, "
              "items, the special move (2 life, never to 0), zanshin (discard hand cards). Each card costs 1 action: "
              "face down = +1 move point, face up = its text (Guard, Draw, Heal …).",
    }),
    ("FF-R5a · FF-C2", {"ja": "マスのアイコン", "en": "Cell icons"}, {
        "ja": "マスに最初に入った（または出た）ヒーローが取る。:gold: 金はステージの金に、:apple: :steak: :knife: :pipe: "
              "はそのヒーローのアイテムに。:trap: トラバサミはライフ−1。",
        "en": "The first hero to enter (or leave) a cell takes its icons: :gold: gold goes to the stage's gold, "
              ":apple: :steak: :knife: :pipe: become that hero's items, a :trap: bear trap costs 1 life.",
    }),
    ("FF-R6", {"ja": "攻撃", "en": "Attacking"}, {
        "ja": "自分のラインの左右どちらかの敵集団を1つ選ぶ。攻撃カード（1枚1アクション）、アイテム、必殺技を組み合わせられ、"
              "APは合計、属性は攻撃全体に付く。ダメージは先頭の敵へ。GPが1点ずつ先に防ぐ。ダメージがライフ以上でKO"
              "（余りは次の敵へ行かない）。敵のダメージはターンの終わりに消える。",
        "en": "Pick one enemy group at either end of your line. Combine attack cards (1 action each), items and "
              "special moves: AP adds up and every attribute applies to the whole attack. Damage goes to the front "
              "enemy; its GP stop 1 damage each first. Damage ≥ life = KO (the rest does not pass on). Enemy damage "
              "wears off at the end of the turn.",
    }),
    ("FF-R6d · FF-V9", {"ja": "協力", "en": "Co-op"}, {
        "ja": "同じマスか隣のマスのヒーローは攻撃に協力できる：AP+1、協力したヒーローは疲労1枚を捨て札に置く。何人でも、何回でも（rules.tomlの coop_per_helper で1人あたりの回数に上限を付けられる）。",
        "en": "A hero in your cell or next to it may join the attack: AP +1, and the helper puts 1 Fatigue into "
              "their discard. Any number of heroes, any number of times (coop_per_helper in rules.toml may cap "
              "the joins of one helper).",
    }),
    ("FF-R7", {"ja": "属性", "en": "Attributes"}, {
        "ja": "【発射】別のラインの集団も狙える（その時は発射のカードだけ）。【範囲】自分と同じラインの集団なら全員に同じダメージ（別ラインへの発射は先頭だけ）。"
              "【貫通】GPを無視。【武器】他の技が参照するタグ。【ガードX】ラウンド終了までGP X。【ドローX】X枚引く。"
              "【回復X】ライフX回復。",
        "en": "【Shoot】 may target a group in another line (then only Shoot cards). 【Area】 every enemy of a group in "
              "your own line takes the damage (a Shoot on another line hits its front only). 【Pierce】 ignores GP. 【Weapon】 a tag other arts refer to. 【Guard X】 X GP until "
              "round end. 【Draw X】 draw X. 【Heal X】 remove X damage.",
    }),
    ("FF-R6c", {"ja": "KOのごほうび", "en": "KO rewards"}, {
        "ja": ":gold: の敵をライフを超えるダメージでKOすると金+1（オーバーキル）。ボスをKOするとその場でステージクリア。",
        "en": "KO a :gold: enemy with more damage than its life: +1 gold (overkill). KO the boss and the stage is "
              "cleared at once.",
    }),
    ("FF-R8", {"ja": "敵フェイズ", "en": "The enemy phase"}, {
        "ja": "エントリー1→6の順に各集団が：①先頭の敵の行動（集団にボスがいればボスのスキル）②そのラインのヒーロー全員に"
              "集団の人数分のダメージ（:gun: 銃の敵が先頭なら全ライン）、GPで軽減 ③5体目以降は先頭から去り、1体ごとに脅威+1。",
        "en": "Entries 1→6, each group: ① its front enemy's skill (the boss's skill if a boss is in it) ② every hero in "
              "that line takes damage equal to the group's size (a :gun: gun front reaches every line), reduced by "
              "GP ③ enemies beyond 4 leave from the front, threat +1 each.",
    }),
    ("FF-T1", {"ja": "脅威", "en": "Threat"}, {
        "ja": "山札のリシャッフルと敵の退場で増える。敵・ボス・ギミックの文章が参照する。",
        "en": "Rises with deck reshuffles and enemies leaving. Enemy, boss and gimmick text refers to it.",
    }),
    ("FF-W1–W3 · FF-R0", {"ja": "ステージクリアとブリーフィング", "en": "Stage clear and the briefing"}, {
        "ja": "ステージの金を均等に分ける。各自ステータスアップアイテム1つか4金。全員ライフ全快で次のステージへ。"
              "ブリーフィング：強化技を買う（追加するか、元の技と交換）、疲労は無料で全部治療、他のステータスは1枚1金で取り除ける。",
        "en": "The stage's gold is split evenly; each hero takes a status-up item or 4 gold; everyone returns at full "
              "life. Briefing: buy upgrade arts (add them, or swap them for the art they upgrade), every Fatigue heals "
              "for free, other status cards go for 1 gold each.",
    }),
    ("FF-C6 · FF-R5d", {"ja": "ステータスと残心", "en": "Status cards and zanshin"}, {
        "ja": "負傷・火傷などは山札に混ざって手札をふさぐ。残心でいつでも捨てられるが、ペナルティのあるものもある。",
        "en": "Wounds, Burns and the like clog your deck. Zanshin discards them at any time, but some have a penalty.",
    }),
    ("", {"ja": "アイコン", "en": "Icons"}, {
        "ja": ":gold: 金　:trap: トラバサミ（入る・出るときライフ−1）　:apple: りんご　:steak: ステーキ　:knife: ナイフ　"
              ":pipe: 鉄パイプ　:life: ライフ　:actions: アクション　:move: 移動　:hand: 手札上限　:carry: 所持上限　"
              ":speed: 速さ　:deck: 山札　:discard: 捨て札　:gp: ガード（GP）　:gun: 銃（全ラインに戦闘ダメージ）　"
              ":shoot: 発射　:area: 範囲　:pierce: 貫通　:weapon: 武器　:special: 必殺技　:threat: 脅威　"
              ":sun: :moon: :star: ボス印　:reward: ステータスアップ　:fatigue: 疲労",
        "en": ":gold: gold   :trap: bear trap (−1 life entering or leaving)   :apple: apple   :steak: steak   "
              ":knife: knife   :pipe: iron pipe   :life: life   :actions: actions   :move: move points   "
              ":hand: max hand   :carry: max carry   :speed: speed   :deck: deck   :discard: discard   "
              ":gp: Guard (GP)   :gun: gun (combat damage reaches every line)   :shoot: Shoot   :area: Area   "
              ":pierce: Pierce   :weapon: Weapon   :special: special move   :threat: threat   "
              ":sun: :moon: :star: boss symbols   :reward: status-up item   :fatigue: Fatigue. "
              "Pictograms: Game Icons (game-icons.net, Lorc, Delapouite and others), CC BY 3.0.",
    }),
    ("", {"ja": "操作", "en": "Controls"}, {
        "ja": "光るマスをクリックで移動、光る敵集団で攻撃開始、光るカード・アイテムで攻撃に追加。カードにマウスを乗せると拡大。"
              "E ターン終了、Enter 攻撃、Esc やめる、←→ カード選択、Space 選ぶ、WASD 移動、Ctrl+Z 取り消し、F1 この早見表。",
        "en": "Click a lit cell to move, a lit enemy group to start an attack, lit cards and items to add them. Hover a "
              "card to see it large. E end turn, Enter attack, Esc call off, ←→ cards, Space pick, WASD move, "
              "Ctrl+Z undo, F1 this reference.",
    }),
)


class RulesReference:
    """The F1 overlay: open/close, scroll, draw."""

    def __init__(self) -> None:
        self.open = False
        self.scroll = 0

    def toggle(self) -> None:
        self.open = not self.open
        self.scroll = 0

    def scroll_by(self, pixels: int) -> None:
        self.scroll = max(0, self.scroll + pixels)

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, lang: str, scale: float, icons: IconSet) -> None:
        paint.panel(surface, rect, (14, 18, 26), paint.GOLD, round(10 * scale), width=2)  # opaque: no board behind
        pad = round(16 * scale)
        title = pygame.Rect(rect.left + pad, rect.top + pad // 2, rect.width - 2 * pad, round(34 * scale))
        paint.label(surface, t("rules.title", lang), title, round(20 * scale), bold=True, colour=paint.GOLD)
        body = pygame.Rect(rect.left + pad, title.bottom + round(6 * scale), rect.width - 2 * pad,
                           rect.bottom - title.bottom - pad)
        page = _page(lang, body.width, round(scale * 100), icons)
        longest = max(0, page.get_height() - body.height)
        self.scroll = min(self.scroll, longest)
        surface.blit(page, body.topleft, pygame.Rect(0, self.scroll, body.width, body.height))
        if longest:  # where the page stands: a thumb on a thin track at the right edge
            track = pygame.Rect(rect.right - round(10 * scale), body.top, max(3, round(4 * scale)), body.height)
            pygame.draw.rect(surface, paint.PANEL_EDGE, track, border_radius=track.width // 2)
            thumb_h = max(track.width * 3, round(body.height * body.height / page.get_height()))
            top = track.top + round((body.height - thumb_h) * self.scroll / longest)
            thumb = pygame.Rect(track.left, top, track.width, thumb_h)
            pygame.draw.rect(surface, paint.GOLD, thumb, border_radius=track.width // 2)


@lru_cache(maxsize=8)
def _page(lang: str, width: int, scale100: int, icons: IconSet) -> pygame.Surface:
    """All sections laid out in ``width`` px, as one transparent surface."""
    scale = scale100 / 100
    head = RichFont(round(15 * scale), bold=True, color=(*paint.GOLD, 255), line_spacing=1.0)
    body = RichFont(round(14 * scale), color=(*paint.TEXT, 255), keyword=paint.KEYWORD, icons=icons,
                    line_spacing=1.05)
    blocks: list[tuple[RichFont, list[str]]] = []
    for rule, title, text in SECTIONS:
        heading = f"{title[lang]}　{rule}" if rule else title[lang]
        blocks.append((head, [heading]))
        blocks.append((body, wrap(text[lang], width, body.measure, body.pattern)))
    gap = round(10 * scale)
    height = sum(len(lines) * font.line_height for font, lines in blocks) + gap * len(SECTIONS)
    page = pygame.Surface((width, round(height)), pygame.SRCALPHA)
    y = 0.0
    for i, (font, lines) in enumerate(blocks):
        for line in lines:
            font.draw_line(page, 0, y, line)
            y += font.line_height
        if i % 2:
            y += gap
    return page
