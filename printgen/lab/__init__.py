"""The balance lab: figures of many played games, for any engine whose games are told as records
(each game's totals, win shares and rounds), and the statistics behind them."""
