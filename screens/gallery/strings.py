"""The gallery's words in Japanese and English (same shape as ``screens.i18n.STRINGS``)."""

from __future__ import annotations

from screens.i18n import Table, translate

STRINGS: Table = {
    "gallery.heading": {"ja": "カードギャラリー", "en": "Card gallery"},
    "gallery.back": {"ja": "戻る", "en": "Back"},
    "gallery.all_games": {"ja": "すべてのゲーム", "en": "All games"},
    "gallery.all_kinds": {"ja": "すべての種類", "en": "All kinds"},
    "gallery.search": {"ja": "検索（日本語・英語）", "en": "Search (ja / en)"},
    "gallery.overflow": {"ja": "はみ出し {n}", "en": "Overflow {n}"},
    "gallery.below-min": {"ja": "最小サイズ未満 {n}", "en": "Below min size {n}"},
    "gallery.missing-image": {"ja": "画像なし {n}", "en": "Missing image {n}"},
    "gallery.validation": {"ja": "データエラー {n}", "en": "Data error {n}"},
    "gallery.shrunk": {"ja": "縮小した文字 {n}", "en": "Shrunk text {n}"},
    "gallery.guides": {"ja": "ガイド", "en": "Guides"},
    "gallery.text_lang": {"ja": "カード文: {language}", "en": "Card text: {language}"},
    "gallery.count": {"ja": "{shown} / {total} 枚", "en": "{shown} of {total} cards"},
    "gallery.checking": {
        "ja": "レイアウト確認中… 残り {n} 枚",
        "en": "checking layouts… {n} to go",
    },
    "gallery.reloaded": {"ja": "再読み込み: {files}", "en": "Reloaded {files}"},
    "gallery.file_errors": {
        "ja": "{n} 件のエラー — 最後に読めた内容を表示しています",
        "en": "{n} error(s) in the data files — showing the last good version",
    },
    "gallery.more": {"ja": "… ほか {n} 件", "en": "… and {n} more"},
    "gallery.empty": {"ja": "条件に合うカードはありません", "en": "No cards match"},
    "gallery.no_games": {
        "ja": "カードデータのあるゲームがありません",
        "en": "No game has card data",
    },
    "gallery.no_template": {"ja": "テンプレートなし", "en": "No template"},
    # One string per guide colour (bleed, trim, safe): never split words to pair them up.
    "gallery.legend.bleed": {"ja": "裁ち落とし", "en": "bleed"},
    "gallery.legend.trim": {"ja": "仕上がり線", "en": "trim"},
    "gallery.legend.safe": {"ja": "安全範囲", "en": "safe area"},
    "gallery.keys": {
        "ja": "矢印 選択　Enter 拡大　Ctrl+F 検索　1–5 問題で絞り込み　G ガイド　L 言語　Esc 戻る",
        "en": "Arrows choose   Enter open   Ctrl+F search   1–5 problem filters   G guides   L language   Esc back",
    },
    "detail.problems": {"ja": "問題", "en": "Problems"},
    "detail.no_problems": {"ja": "問題はありません", "en": "No problems"},
    "detail.checking": {"ja": "レイアウトを確認中…", "en": "Checking the layout…"},
    "detail.fields": {"ja": "データ", "en": "Data fields"},
    "detail.front": {"ja": "表", "en": "Front"},
    "detail.flip": {"ja": "裏面（両面カード）", "en": "Flip side"},
    "detail.back": {"ja": "裏", "en": "Back"},
    "detail.prev": {"ja": "← 前", "en": "← Previous"},
    "detail.next": {"ja": "次 →", "en": "Next →"},
    "detail.position": {"ja": "{index} / {count}", "en": "{index} of {count}"},
    "detail.kind": {"ja": "{game} · {kind}", "en": "{game} · {kind}"},
    "detail.keys": {
        "ja": "←→ 前後のカード　+ − ホイール 拡大縮小（0 全体）　ドラッグ 移動　P ピクセル確認　G ガイド　L 言語　Esc 戻る",
        "en": "←→ prev / next   + − wheel zoom (0 fit)   drag pan   P pixel-peek   G guides   L language   Esc back",
    },
    "detail.fit": {"ja": "全体", "en": "Fit"},
    "detail.peek": {"ja": "ピクセル", "en": "Pixel peek"},
    "problem.overflow": {"ja": "はみ出し", "en": "Overflow"},
    "problem.below-min": {"ja": "最小サイズ未満", "en": "Below min size"},
    "problem.missing-image": {"ja": "画像なし", "en": "Missing image"},
    "problem.validation": {"ja": "データエラー", "en": "Data error"},
    "problem.shrunk": {"ja": "縮小", "en": "Shrunk"},
}


def tr(key: str, lang: str, **params: object) -> str:
    return translate(STRINGS, key, lang, **params)
