"""`printgen serve`: a local page to edit a game, setup or theme with its diagnostics at their lines
and its kit drawn as pictures beside it.

The server is the standard library's `ThreadingHTTPServer`: a page for one person on their own
computer needs no more (a thread per connection, so a slow client holds up nobody), and it adds no
dependency to printgen. Each kit is read, checked, laid out and rendered in the server's own
process by the code `printgen build` runs (`kit_view`), one at a time. `workspace` is the folder
the server was started on: the only place it reads or writes. `server` answers HTTP and refuses
whatever a page on another site, or another user of the machine, could send it.
"""
