"""pygame-ce + pygame-gui screens. Translate input into actions and draw engine views."""
