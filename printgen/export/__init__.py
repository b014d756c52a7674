"""Exports of any kit's cards for print services and digital tables: per-card images at a
service's exact pixels (tgc, mpc), Tabletop Simulator deck sheets (tts), and a one-card-a-page PDF
with page boxes (cards-pdf). Each service is described once, as data, in `services.py`."""
